import { styled } from 'styled-components';
import type { NotificationTone } from '@chartbench/core';
import { token } from '../../theme/tokens';

const TONE_COLOR = {
  info: token('colorInfo'),
  warning: token('colorWarning'),
  danger: token('colorDanger'),
} as const;

export const Strip = styled.section`
  margin-bottom: ${token('space2')};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $tone: NotificationTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${token('space2')};
  padding: ${token('space2')} ${token('space3')};
  border: 1px solid ${({ $tone }) => TONE_COLOR[$tone]};
  border-left-width: 4px;
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
  white-space: pre-line;
`;

export const Dismiss = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${token('radius')};
  background: none;
  color: ${token('colorTextMuted')};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    color: ${token('colorText')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
