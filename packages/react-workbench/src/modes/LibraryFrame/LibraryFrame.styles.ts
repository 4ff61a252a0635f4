import { styled } from 'styled-components';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { listPopoverSurface, listScroll } from '../../theme/listPopover';
import { token } from '../../theme/tokens';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
  padding-bottom: ${token('space2')};
`;

export const ToggleGroup = styled.div`
  display: inline-flex;

  & > button + button {
    margin-left: -1px;
  }
`;

export const ToggleButton = styled.button`
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('colorAccent')};
    border-color: ${token('colorAccent')};
    color: ${token('colorAccentText')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

/** The search combobox (React Aria's ComboBox); its suggestions are portalled into it, inside the root. */
export const SearchWrap = styled(ComboBox)`
  position: relative;
`;

export const SearchInput = styled(Input)`
  height: ${token('controlHeight')};
  width: 200px;
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const SuggestionsPopover = styled(Popover)`
  ${listPopoverSurface}
`;

export const Suggestions = styled(ListBox)`
  ${listScroll}
`;

/** One tag; `data-focused` is the one the arrow keys highlight. */
export const Suggestion = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  min-height: 28px;
  padding: 0 ${token('space3')};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${token('colorSurface')};
  }
`;

/** The grid's scroll box: only the cards in it are drawn. */
export const GridScroll = styled.div`
  max-height: 520px;
  overflow-y: auto;
`;

/** The grid's full height; its cards are placed by row and column. */
export const Grid = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GridItem = styled.li`
  position: absolute;
  top: 0;
`;

export const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${token('space1')};
  width: 100%;
  padding: ${token('space1')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${token('colorAccent')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const CardTitle = styled.span`
  display: flex;
  align-items: center;
  gap: ${token('space1')};
  font-size: ${token('fontSizeSmall')};
  font-weight: 600;
`;

/** A card's title on one line (cut with an ellipsis), so the cards of a row are one height. */
export const TitleText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A card's symbol line, kept (empty) where there is no symbol. */
export const SymbolLine = styled.span`
  min-height: 1.4em;
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

export const Badge = styled.span`
  padding: 0 ${token('space1')};
  border-radius: ${token('radius')};
  background: ${token('colorLock')};
  color: ${token('colorAccentText')};
  font-size: 11px;
  font-weight: 400;
`;

export const Star = styled.span`
  color: ${token('colorWarning')};
`;

/** The list beside its preview; in a narrow container (a phone) the preview wraps below the list. */
export const ListLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space3')};
`;

/** The list's scroll box: only the rows in it are drawn. */
export const EntryScroll = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  max-height: 480px;
  overflow-y: auto;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
`;

/** The list's full height; its rows are placed one under another. */
export const EntryList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EntryItem = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

export const EntryRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${token('space2')};
  width: 100%;
  min-height: 28px;
  padding: ${token('space1')} ${token('space2')};
  border: 0;
  border-bottom: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${token('colorSurface')};
    font-weight: 600;
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: -2px;
  }
`;

export const Muted = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

export const Preview = styled.section`
  flex: 2 1 280px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space2')};
`;

export const PreviewTitle = styled.h4`
  display: flex;
  align-items: center;
  gap: ${token('space1')};
  margin: 0;
  font-size: 15px;
`;

export const PreviewText = styled.p`
  margin: 0;
`;

export const Frame = styled.span<{ $width: number; $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  background: ${token('colorSurface')};
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
