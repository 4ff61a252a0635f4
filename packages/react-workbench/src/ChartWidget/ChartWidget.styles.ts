import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Figure = styled.figure<{ $width: number | undefined }>`
  display: block;
  width: ${({ $width }) => ($width === undefined ? '100%' : `${$width}px`)};
  max-width: 100%;
  margin: 0;
`;

/** The chart's box: its height is reserved before the first frame, so the page does not shift. */
export const ChartBox = styled.div<{ $height: number }>`
  position: relative;
  min-height: ${({ $height }) => `${$height}px`};
  line-height: 0;
`;

export const Status = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  line-height: normal;
  color: ${token('colorTextMuted')};
  border: 1px solid ${token('colorBorder')};
`;

export const Caption = styled.figcaption`
  font-size: ${token('fontSizeSmall')};
  color: ${token('colorTextMuted')};
  padding-top: ${token('space1')};
`;

export const Problem = styled.p`
  margin: 0;
  line-height: normal;
  padding: ${token('space3')};
  border: 1px solid ${token('colorDanger')};
  border-radius: ${token('radius')};
  color: ${token('colorDanger')};
`;
