import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Prompt = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space2')};
  margin: ${token('space3')} 0;
  padding: ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${token('fontSize')};
`;

export const Text = styled.p`
  margin: 0;
  color: ${token('colorTextMuted')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space2')};
  align-items: center;

  & > button,
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${token('controlHeight')};
    padding: 0 ${token('space3')};
    border-radius: ${token('radius')};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }

  & > button {
    border: 0;
    background: ${token('colorAccent')};
    color: ${token('colorAccentText')};
  }

  & > a {
    border: 1px solid ${token('colorAccent')};
    color: ${token('colorText')};
  }
`;
