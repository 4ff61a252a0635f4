import { describe, expect, it } from 'vitest';
import { parseChartXml } from '../../rules/index';
import { createWorkbench } from '../store/create-workbench';
import { selectChartWidth } from '../selectors/chart-size';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';

/** A workbench on a body `width` px wide whose first chart has loaded; tempStyles are the XML of each image. */
async function workbenchAt(width: number) {
  const ports = createFakePorts();
  ports.page.width = width;
  const tempStyles: string[] = [];
  ports.api.createTempStyle = (xml: string) => {
    tempStyles.push(xml);
    return Promise.resolve(`t${tempStyles.length}`);
  };
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  const answer = async () => {
    await settle();
    ports.api.lookups.at(-1)?.resolve([companyInfo('AAPL')]);
    await settle();
  };
  await answer();
  const drawnSize = () => parseChartXml(tempStyles.at(-1) ?? '', { today: '2026-01-02' }).settings.chartSize;
  return { ports, workbench, answer, drawnSize, state: () => workbench.getState() };
}

describe('spec 1 §4.6, §2.4 Auto-Size Charts draws the chart at the body breakpoint’s size', () => {
  it('on by default under 1024 px: a 700 px body (tablet) draws 620 wide, the chosen size stays 900', async () => {
    const { drawnSize, state } = await workbenchAt(700);
    expect(state().preferences.autoSize).toBe(true);
    expect(drawnSize()).toBe('620');
    expect(selectChartWidth(state())).toBe(620);
    expect(state().chart.settings.chartSize).toBe('900');
  });

  it('the body narrowing into another breakpoint reloads the chart at that size; within one it does not', async () => {
    const { workbench, answer, drawnSize, state } = await workbenchAt(900);
    expect(drawnSize()).toBe('780');
    const loads = state().chart.requestId;
    workbench.actions.setBodyWidth(1000);
    expect(state().chart.requestId).toBe(loads);
    workbench.actions.setBodyWidth(500);
    await answer();
    expect(state().chart.requestId).toBe(loads + 1);
    expect(drawnSize()).toBe('460');
  });

  it('switching it off draws the chosen size again; on, the breakpoint’s', async () => {
    const { workbench, answer, drawnSize } = await workbenchAt(700);
    workbench.actions.setAutoSize(false);
    await answer();
    expect(drawnSize()).toBe('900');
    workbench.actions.setAutoSize(true);
    await answer();
    expect(drawnSize()).toBe('620');
  });
});
