import type { Town } from '../types';
import pageStyles from '@/components/staff-page/StaffPage.module.css';

/** Every town by name, each with its Edit button. */
export function TownTable({ towns, onEdit }: { towns: readonly Town[]; onEdit: (town: Town) => void }) {
  return (
    <div className={pageStyles.scroller}>
      <table className={pageStyles.table}>
        <caption>Towns, by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Second name</th>
            <th scope="col">Path</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {towns.map((town) => (
            <tr key={town.id}>
              <th scope="row">{town.name}</th>
              <td>{town.name2}</td>
              <td>{town.path}</td>
              <td>
                <button type="button" className="button button-outline" onClick={() => onEdit(town)}>
                  Edit<span className="visually-hidden"> {town.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
