import type { Launch } from '@funil/data-client/public/launches';
import type { PurchaseIntentInput } from '@funil/data-client/public/purchase-intent';
import type { Utm } from '@funil/data-client/tracking/utm-store';
import { buildCheckoutUrl, checkoutSettingsFromLaunch } from '../../../shared/checkout/build-checkout-url';
import type { Offer } from '../../../shared/checkout/parse-offer';
import { checkoutPhone, whatsappDigits } from '../checkout-phone';
import type { ValidPurchase } from '../purchase-validation';

export interface PurchaseServices {
  fetchCurrentLaunch: () => Promise<Launch>;
  savePurchaseIntent: (input: PurchaseIntentInput) => Promise<{ reference: string }>;
  markPurchaseRedirected: (reference: string, paymentUrl: string) => Promise<void>;
}

export interface CompletePurchaseInput {
  values: ValidPurchase;
  offer: Offer;
  utm: Utm;
  now: Date;
}

/**
 * The purchase hand-off: current launch -> save the purchase intent (NOVO, or the repeat updates it) -> checkout URL
 * from the launch settings (carrying the lead's reference as xcod for the checkout webhook) -> mark redirected. Returns the URL to send the visitor to.
 * A failure to load the launch or to save rejects (the modal shows its error and stays open); a failure to mark the
 * lead redirected is only logged: the visitor still goes to checkout (spec).
 */
export async function completePurchase(input: CompletePurchaseInput, services: PurchaseServices): Promise<string> {
  const { values, offer, utm, now } = input;
  const launch = await services.fetchCurrentLaunch();
  const { reference } = await services.savePurchaseIntent({
    name: values.name,
    email: values.email,
    whatsapp: whatsappDigits(values.whatsappCountry, values.whatsappNumber),
    lancamento: launch.lancamento,
    utm,
  });
  const url = buildCheckoutUrl({
    settings: checkoutSettingsFromLaunch(launch),
    offer,
    now,
    visitor: {
      name: values.name,
      email: values.email,
      ...checkoutPhone(values.whatsappCountry, values.whatsappNumber),
    },
    utm,
    reference,
  });
  try {
    await services.markPurchaseRedirected(reference, url);
  } catch (error) {
    console.error('Erro ao marcar o lead de compra como redirecionado para o pagamento', error);
  }
  return url;
}

/** The real services (data-client), loaded with the modal. */
export async function loadPurchaseServices(): Promise<PurchaseServices> {
  const [launches, purchase] = await Promise.all([
    import('@funil/data-client/public/launches'),
    import('@funil/data-client/public/purchase-intent'),
  ]);
  return {
    fetchCurrentLaunch: launches.fetchCurrentLaunch,
    savePurchaseIntent: purchase.savePurchaseIntent,
    markPurchaseRedirected: purchase.markPurchaseRedirected,
  };
}
