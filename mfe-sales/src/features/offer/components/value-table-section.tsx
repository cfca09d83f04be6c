import { formatCents, STATED_TOTAL_CENTS, VALUE_ITEMS } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/** The spec's section 6: every item of the offer with its value, and the stated total. */
export function ValueTableSection() {
  return (
    <section className={styles.section} aria-labelledby="oferta-valor">
      <div className="container">
        <h2 id="oferta-valor">Tudo o que você recebe</h2>
        <table className={styles.valueTable}>
          <caption className="sr-only">Valor de cada item da oferta</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" data-numeric>
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {VALUE_ITEMS.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td data-numeric>{formatCents(item.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Valor total</th>
              <td data-numeric>{formatCents(STATED_TOTAL_CENTS)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
