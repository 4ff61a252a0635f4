import { useEffect, useState } from 'react';
import {
  MESSAGES,
  NOT_LOADED,
  chartNeighbours,
  itemsOf,
  savedChartClassicUrl,
  shownChartListNum,
} from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { LazyMenu } from './LazyMenu';
import { Nav, NavButton, NavLink } from './ChartListMenu.styles';

/**
 * The ChartList and Chart menus of the upper bar with the previous/next buttons (spec 3 §2.13). The member's
 * lists load when the ChartList menu first opens and a list's charts when the Chart menu first opens, or when a
 * saved chart of that list is viewed so previous/next can walk it, wrapping at either end (spec 1 §4.4, spec 2
 * §4; the arrow keys walk the same list). Read-only lists carry their
 * '[READ-ONLY]' mark; framework lists are shown but cannot be chosen. A viewed saved chart links to its classic
 * chart page (spec 3 §2.15: /h-sc/ui with s, id, a and listNum). A visitor's buttons open create account.
 */
export function ChartListMenu() {
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => state.memberData.chartLists);
  const allCharts = useWorkbench((state) => state.memberData.savedCharts);
  const savedChart = useWorkbench((state) => state.savedChart);
  const recid = useWorkbench((state) => state.chart.recid);
  const picked = useWorkbench((state) => state.memberData.pickedListNum ?? null);
  const actions = useWorkbenchActions();
  const [chartsWanted, setChartsWanted] = useState(false);

  const listNum = shownChartListNum(picked, savedChart, itemsOf(lists));
  const charts = listNum === null ? NOT_LOADED : (allCharts[listNum] ?? NOT_LOADED);
  const viewedListNum = savedChart?.listNum ?? null;

  useEffect(() => {
    if (member && viewedListNum !== null) void actions.loadSavedCharts(viewedListNum);
  }, [member, viewedListNum, actions]);

  // The Chart menu opened before the lists were known: its list's charts load once the lists arrive.
  useEffect(() => {
    if (member && chartsWanted && listNum !== null) void actions.loadSavedCharts(listNum);
  }, [member, chartsWanted, listNum, actions]);

  if (!member) {
    const ask = () => actions.openModal('createAccount');
    return (
      <Nav role="group" aria-label="Saved charts">
        <NavButton type="button" aria-haspopup="dialog" onClick={ask}>
          ChartLists
        </NavButton>
        <NavButton type="button" aria-haspopup="dialog" onClick={ask}>
          Charts
        </NavButton>
      </Nav>
    );
  }

  const list = itemsOf(lists).find((item) => item.listNum === listNum);
  const viewed = itemsOf(charts).some((chart) => chart.recid === recid) ? recid : 0;
  const { previous, next } = chartNeighbours(itemsOf(charts), viewed);
  const openChart = (chartRecid: number) => void actions.openSavedChart(chartRecid);
  const openCharts = () => {
    setChartsWanted(true);
    if (listNum === null) void actions.loadChartLists();
  };

  return (
    <Nav role="group" aria-label="Saved charts">
      <LazyMenu
        label="ChartList"
        buttonText={list?.displayName ?? 'Select a ChartList'}
        status={lists.status}
        items={itemsOf(lists).map((item) => ({
          value: item.listNum,
          label: item.displayName,
          disabled: item.isFrameworkChartList,
        }))}
        selected={listNum}
        emptyText="No ChartLists yet"
        failedText={MESSAGES.chartList.loadFailed}
        onOpen={() => void actions.loadChartLists()}
        onChoose={(chosen) => void actions.pickChartList(chosen)}
      />
      <LazyMenu
        label="Chart"
        buttonText={savedChart && savedChart.recid === recid ? savedChart.name : 'Select a chart'}
        status={listNum === null ? lists.status : charts.status}
        items={itemsOf(charts).map((chart) => ({ value: chart.recid, label: chart.name }))}
        selected={viewed === 0 ? null : viewed}
        emptyText={MESSAGES.chartList.empty(list?.isReadOnly ?? false)}
        failedText={listNum === null ? MESSAGES.chartList.loadFailed : MESSAGES.chartList.chartsLoadFailed}
        onOpen={openCharts}
        onChoose={openChart}
      />
      <NavButton
        type="button"
        aria-label="Previous chart"
        disabled={previous === null}
        onClick={() => void actions.walkChartList('previous')}
      >
        ‹
      </NavButton>
      <NavButton
        type="button"
        aria-label="Next chart"
        disabled={next === null}
        onClick={() => void actions.walkChartList('next')}
      >
        ›
      </NavButton>
      {savedChart && savedChart.recid === recid && (
        <NavLink href={savedChartClassicUrl(savedChart)}>Classic chart</NavLink>
      )}
    </Nav>
  );
}
