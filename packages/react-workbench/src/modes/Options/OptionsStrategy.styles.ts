import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const StrategyControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space3')};
  padding-bottom: ${token('space2')};
`;

export const SourceNote = styled.p`
  margin: 0 0 ${token('space2')};
  font-size: ${token('fontSizeSmall')};
  color: ${token('colorTextMuted')};
`;

export const PayoffFigure = styled.figure`
  margin: 0;

  & svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
  gap: ${token('space1')} ${token('space4')};
  justify-content: start;
  margin: ${token('space2')} 0;

  & dt {
    font-size: ${token('fontSizeSmall')};
    color: ${token('colorTextMuted')};
  }

  & dd {
    margin: 0;
    font-weight: 600;
  }
`;
