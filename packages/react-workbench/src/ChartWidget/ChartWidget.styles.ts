import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Figure = styled.figure`
  display: inline-block;
  max-width: 100%;
  margin: 0;
`;

export const Image = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;

export const Caption = styled.figcaption`
  font-size: ${token('fontSizeSmall')};
  color: ${token('colorTextMuted')};
  padding-top: ${token('space1')};
`;

export const Problem = styled.p`
  margin: 0;
  padding: ${token('space3')};
  border: 1px solid ${token('colorDanger')};
  border-radius: ${token('radius')};
  color: ${token('colorDanger')};
`;
