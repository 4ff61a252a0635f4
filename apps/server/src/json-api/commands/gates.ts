import { MESSAGES } from '@chartbench/core';
import { isFrameworkListName, limitsOf } from '../../members/limits';
import type { ChartList, Favorite, Member, Repositories } from '../../storage/repositories';
import { CommandError } from '../command-error';

/** The refusal for anything another member owns or that does not exist: the two are not told apart. */
export const notFound = (what: string): CommandError => new CommandError(`That ${what} was not found.`);

/** Whether a list may be changed: not read-only and not a framework list (spec 3 §6). */
export const isEditableList = (list: ChartList): boolean =>
  !list.isReadOnly && !isFrameworkListName(list.name);

/** The member's list, refused when it is missing, read-only or a framework list. */
export async function editableList(
  repositories: Repositories,
  member: Member,
  listNum: number,
): Promise<ChartList> {
  const list = await repositories.chartLists.get(member.chartCode, listNum);
  if (!list) throw notFound('ChartList');
  if (!isEditableList(list)) throw new CommandError(MESSAGES.chartList.readOnly);
  return list;
}

/** Refuses adding `adding` charts to a list that would then hold more than the member's maximum. */
export async function requireRoomInList(
  repositories: Repositories,
  member: Member,
  listNum: number,
  adding: number,
): Promise<void> {
  const max = limitsOf(member.memberType).maxChartsPerChartList;
  const count = await repositories.favorites.count(member.chartCode, listNum);
  if (count + adding > max) throw new CommandError(MESSAGES.chart.chartListFull(max));
}

/** The member's chart whose list may be changed. */
export async function editableFavorite(
  repositories: Repositories,
  member: Member,
  recId: number,
): Promise<Favorite> {
  const favorite = await repositories.favorites.get(member.chartCode, recId);
  if (!favorite) throw notFound('chart');
  await editableList(repositories, member, favorite.listNum);
  return favorite;
}
