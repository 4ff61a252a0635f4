import { styled } from 'styled-components';
import { Table } from 'react-aria-components';
import { token } from '../../theme/tokens';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
  padding-bottom: ${token('space2')};
`;

export const Search = styled.input`
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
`;

export const SymbolButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('colorAccent')};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export const SctrBadge = styled.span`
  display: inline-block;
  min-width: 40px;
  padding: 0 ${token('space1')};
  border-radius: ${token('radius')};
  color: #1f2933;
  text-align: right;
`;

/** The change bar track: the centre line splits falls (left) from rises (right). */
export const BarTrack = styled.span`
  position: relative;
  display: block;
  width: 80px;
  height: 10px;
  background: ${token('colorSurface')};
  border-radius: 2px;

  &::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 0;
    bottom: 0;
    width: 1px;
    background: ${token('colorBorder')};
  }
`;

export const Bar = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $direction }) => ($direction === 'down' ? 'right: 50%;' : 'left: 50%;')}
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & a,
  & button {
    display: block;
    width: 100%;
    min-height: 28px;
    padding: 4px ${token('space3')};
    border: 0;
    background: none;
    color: ${token('colorAccent')};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  & button:disabled {
    color: ${token('colorTextMuted')};
    cursor: not-allowed;
  }
`;

/**
 * The table, React Aria's: virtualized, it is its own scroll box (at most 480 px high) of absolutely placed
 * rows and cells, styled here as the other mode tables are.
 */
export const SummaryGrid = styled(Table)`
  position: relative;
  max-height: 480px;
  overflow: auto;
  font-size: ${token('fontSizeSmall')};

  & [role='columnheader'],
  & [role='rowheader'],
  & [role='gridcell'] {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    padding: ${token('space1')} ${token('space2')};
    border-bottom: 1px solid ${token('colorBorder')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    background: ${token('colorBackground')};
  }

  & [role='columnheader'] {
    background: ${token('colorSurface')};
    font-weight: 600;
  }

  & [role='columnheader'][aria-sort] {
    cursor: pointer;
  }

  & [data-numeric='true'] {
    justify-content: flex-end;
    font-variant-numeric: tabular-nums;
  }

  & [role='columnheader'][data-focus-visible],
  & [role='gridcell'][data-focus-visible],
  & [role='rowheader'][data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: -2px;
  }
`;
