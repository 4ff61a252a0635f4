import { styled } from 'styled-components';
import { token } from '../theme/tokens';

/** The screen takes the invalid-symbol screen's 900 by 400 (spec 1 §9), shrinking with a narrow container. */
export const Screen = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space4')};
  width: 900px;
  max-width: 100%;
  height: 400px;
  padding: ${token('space4')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  text-align: center;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${token('colorTextMuted')};
`;
