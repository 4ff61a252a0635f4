import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const PreviewList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space1')} ${token('space3')};
  margin: 0 0 ${token('space3')};

  & > dt {
    font-weight: 600;
  }

  & > dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const PreviewImage = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 0 ${token('space3')};
  border: 1px solid ${token('colorBorder')};
`;
