import { memberStylesLoad } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchPorts,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { ChartStyleLibrary } from './ChartStyleLibrary';

/** ChartStyle Library connected to the modes store: the member's styles and the sample groups, loaded onto the chart. */
export function WiredChartStyleLibrary() {
  const member = useWorkbench((state) => state.member);
  const chartStyles = useWorkbench((state) => state.memberData.chartStyles);
  const defaultStyleRecid = useWorkbench((state) => state.memberData.defaultStyle?.recid ?? null);
  const samples = useModes((state) => state.lists.samples);
  const modes = useModesActions();
  const { openModal } = useWorkbenchActions();
  const { storage } = useWorkbenchPorts();
  return (
    <ChartStyleLibrary
      member={member}
      styles={memberStylesLoad(member, chartStyles)}
      samples={samples.status === 'idle' ? { status: 'loading' } : samples}
      defaultStyleRecid={defaultStyleRecid}
      thumbnailUrl={modes.styleThumbnailUrl}
      onLoadStyle={(style) => void modes.loadChartStyle(style)}
      onLoadSample={(sample, symbol) => void modes.loadSampleStyle(sample, symbol)}
      onCreateAccount={() => openModal('createAccount')}
      storage={storage}
    />
  );
}
