import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

/** In-the-money cells share the legend's colour. */
export const ITM_BACKGROUND = '#fff4d6';

export const OptionsRoot = styled.div`
  & td[data-itm='true'] {
    background: ${ITM_BACKGROUND};
  }
`;

export const ViewButtons = styled.div`
  display: inline-flex;
  gap: ${token('space1')};
`;

export const Legend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  font-size: ${token('fontSizeSmall')};

  &::before {
    content: '';
    width: 14px;
    height: 14px;
    border: 1px solid ${token('colorBorder')};
    background: ${ITM_BACKGROUND};
  }
`;

export const SliderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space3')};
  padding: ${token('space2')} 0;
  font-size: ${token('fontSizeSmall')};
`;

export const StrikeCell = styled.td`
  background: ${token('colorSurface')};
  font-weight: 600;
  text-align: center;
`;

export const WidgetBox = styled.div`
  max-width: 100%;
  padding: ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
`;
