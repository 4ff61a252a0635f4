import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const Meta = styled.p`
  margin: 0;
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
`;

export const Flag = styled.span`
  font-size: 20px;
`;

export const Name = styled.h3`
  margin: 0;
  margin-right: auto;
  font-size: 18px;
`;

export const Banner = styled.p`
  margin: ${token('space2')} 0;
  padding: ${token('space2')};
  border-radius: ${token('radius')};
  background: #fff4d6;
  color: ${token('colorWarning')};
`;

export const QuoteLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('space3')};
  margin: ${token('space2')} 0;
`;

export const Price = styled.span`
  font-size: 22px;
  font-weight: 600;
`;

export const Change = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  color: ${({ $tone }) => ($tone === 'up' ? token('colorSuccess') : $tone === 'down' ? token('colorDanger') : token('colorTextMuted'))};
`;

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space1')};
  padding: ${token('space2')} 0;
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const Section = styled.section`
  padding: ${token('space3')} 0;
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const SectionTitle = styled.h4`
  margin: 0 0 ${token('space2')};
  font-size: 15px;
`;

export const SectionControls = styled.div`
  display: flex;
  gap: ${token('space3')};
  padding-bottom: ${token('space2')};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${token('space1')} ${token('space3')};
  margin: 0;

  & div {
    display: flex;
    justify-content: space-between;
    gap: ${token('space2')};
    border-bottom: 1px dotted ${token('colorBorder')};
  }

  & dt {
    color: ${token('colorTextMuted')};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const MiniChart = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space2')};
  margin-top: ${token('space3')};

  & img {
    max-width: 100%;
    height: auto;
  }

  & [role='group'] {
    display: flex;
    gap: ${token('space1')};
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space3')};
  font-size: ${token('fontSizeSmall')};
`;

export const ChartImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;
