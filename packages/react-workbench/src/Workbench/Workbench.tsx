import { useRef } from 'react';
import { ChartView } from '../ChartView/ChartView';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toasts } from '../Toasts/Toasts';
import { Toolbar } from '../Toolbar/Toolbar';
import { WorkbenchRoot } from '../theme/Root';
import { Main } from './Workbench.styles';
import { useHotkeys } from './useHotkeys';

/** Props of {@link Workbench}. */
export interface WorkbenchProps {
  /** Accessible name of the workbench region. */
  readonly label?: string;
  /** Listen for the workbench hotkeys on the page (history keys, typing a symbol). On by default. */
  readonly hotkeys?: boolean;
}

/**
 * The whole chart page: the upper bar, the chart, dialogs and toasts. Place it inside a WorkbenchProvider;
 * everything it draws is scoped under its root element.
 */
export function Workbench({ label = 'Chart workbench', hotkeys = true }: WorkbenchProps) {
  const symbolInputRef = useRef<HTMLInputElement>(null);
  useHotkeys(symbolInputRef, hotkeys);
  return (
    <WorkbenchRoot role="region" aria-label={label} data-chartbench="">
      <Toolbar symbolInputRef={symbolInputRef} />
      <Main>
        <ChartView />
      </Main>
      <ModalHost />
      <Toasts />
    </WorkbenchRoot>
  );
}
