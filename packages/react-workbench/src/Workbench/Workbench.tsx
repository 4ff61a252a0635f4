import { ChartView } from '../ChartView/ChartView';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toolbar } from '../Toolbar/Toolbar';
import { WorkbenchRoot } from '../theme/Root';
import { Main } from './Workbench.styles';

/** Props of {@link Workbench}. */
export interface WorkbenchProps {
  /** Accessible name of the workbench region. */
  readonly label?: string;
}

/**
 * The whole chart page: the upper bar and the chart. Place it inside a {@link WorkbenchProvider}; everything it
 * draws is scoped under its root element.
 */
export function Workbench({ label = 'Chart workbench' }: WorkbenchProps) {
  return (
    <WorkbenchRoot role="region" aria-label={label} data-chartbench="">
      <Toolbar />
      <Main>
        <ChartView />
      </Main>
      <ModalHost />
    </WorkbenchRoot>
  );
}
