import { styled } from 'styled-components';
import { token } from '../../theme/tokens';

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  margin-top: ${token('space1')};
  padding: ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
  resize: vertical;

  &[readonly] {
    background: ${token('colorSurface')};
    color: ${token('colorTextMuted')};
  }

  &[aria-invalid='true'] {
    border-color: ${token('colorDanger')};
  }
`;

export const Count = styled.p`
  margin: ${token('space1')} 0 0;
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
  text-align: right;
`;

export const Notice = styled.p`
  margin: ${token('space1')} 0 0;
  color: ${token('colorTextMuted')};
`;
