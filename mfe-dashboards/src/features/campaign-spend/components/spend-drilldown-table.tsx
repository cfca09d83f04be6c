import { Fragment, useState } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Table } from '@funil/shared-ui/table';
import type { SpendCampaign, SpendFigures } from '@funil/data-client/staff/campaign-spend';
import layout from '../../shared/components/dashboard.module.css';
import { adLabel, adSetLabel } from '../spend-text';
import styles from './campaign-spend.module.css';
import { FigureCells, FigureHeaderCells } from './figure-cells';

/** A key of an ad set inside its campaign (ad set keys repeat across campaigns when they are names). */
const setKey = (campaign: string, adSet: string | null) => `${campaign}\u001f${adSet ?? ''}`;

/**
 * Campaign -> ad set -> ad: every campaign of the imported spend with its figures; a campaign opens into its ad sets,
 * an ad set into its ads (real buttons with aria-expanded).
 */
export function SpendDrilldownTable({ campaigns, totals }: { campaigns: SpendCampaign[]; totals: SpendFigures }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const everything = new Set(campaigns.flatMap((c) => [c.key, ...c.ad_sets.map((s) => setKey(c.key, s.key))]));

  return (
    <section className={layout.panel} aria-labelledby="spend-campaigns-title">
      <h2 id="spend-campaigns-title" className={layout.panelTitle}>
        Por campanha, conjunto e anúncio
      </h2>
      <div className={layout.row}>
        <Button variant="secondary" size="sm" onClick={() => setOpen(everything)}>
          Abrir tudo
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(new Set())}>
          Fechar tudo
        </Button>
      </div>
      <Table
        caption="Investimento e resultados por campanha"
        captionHidden
        scrollLabel="Tabela por campanha (rola na horizontal)"
      >
        <thead>
          <tr>
            <th scope="col">Campanha / conjunto / anúncio</th>
            <FigureHeaderCells />
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => {
            const campaignOpen = open.has(campaign.key);
            return (
              <Fragment key={campaign.key}>
                <tr data-level="campaign">
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={campaignOpen}
                      onClick={() => toggle(campaign.key)}
                    >
                      <span aria-hidden="true">{campaignOpen ? '▾ ' : '▸ '}</span>
                      {campaign.name}
                    </button>
                    <span className={styles.ids}>
                      {campaign.platforms}
                      {campaign.campaign_id ? ` · ${campaign.campaign_id}` : ''}
                    </span>
                  </th>
                  <FigureCells figures={campaign} />
                </tr>
                {campaignOpen &&
                  campaign.ad_sets.map((adSet) => {
                    const key = setKey(campaign.key, adSet.key);
                    const adSetOpen = open.has(key);
                    const name = adSetLabel(adSet.key, adSet.name);
                    return (
                      <Fragment key={key}>
                        <tr data-level="ad-set">
                          <th scope="row" className={styles.level1}>
                            {adSet.ads.length > 0 ? (
                              <button
                                type="button"
                                className={styles.toggle}
                                aria-expanded={adSetOpen}
                                onClick={() => toggle(key)}
                              >
                                <span aria-hidden="true">{adSetOpen ? '▾ ' : '▸ '}</span>
                                {name}
                              </button>
                            ) : (
                              name
                            )}
                            {adSet.ad_set_id && <span className={styles.ids}>{adSet.ad_set_id}</span>}
                          </th>
                          <FigureCells figures={adSet} />
                        </tr>
                        {adSetOpen &&
                          adSet.ads.map((ad) => (
                            <tr key={`${key}\u001f${ad.key ?? ''}`} data-level="ad">
                              <th scope="row" className={styles.level2}>
                                {adLabel(ad.key, ad.name)}
                                {(ad.ad_id || ad.names.length > 1) && (
                                  <span className={styles.ids}>
                                    {ad.ad_id ?? ''}
                                    {ad.names.length > 1 &&
                                      ` · também chamado: ${ad.names.filter((n) => n !== ad.name).join(', ')}`}
                                  </span>
                                )}
                              </th>
                              <FigureCells figures={ad} />
                            </tr>
                          ))}
                      </Fragment>
                    );
                  })}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <FigureCells figures={totals} />
          </tr>
        </tfoot>
      </Table>
    </section>
  );
}
