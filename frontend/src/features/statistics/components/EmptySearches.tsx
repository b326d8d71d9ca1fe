import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTowns } from '@/features/towns';
import { describeSearch } from '../lib/describe-search';
import type { StatisticsEntry } from '../types';
import { RankedTable } from './RankedTable';

/** The list's searches that found no home, each said in words and linked to that search. */
export function EmptySearches({ entries, period }: { entries: readonly StatisticsEntry[]; period: string }) {
  const towns = useTowns().data ?? [];
  const townName = (id: number) => towns.find((town) => town.id === id)?.name;
  return (
    <RankedTable
      heading="Searches that found nothing"
      explanation="What buyers looked for on the list of homes and found no home for: wishes you have no listing for yet."
      entries={entries}
      keyName="Search"
      countName="Times"
      empty={`Every search in ${period} found at least one home.`}
      renderKey={(key) => <Link to={`${paths.propertyListPage(1)}?${key}`}>{describeSearch(key, townName)}</Link>}
    />
  );
}
