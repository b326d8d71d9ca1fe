import type { ReactNode } from 'react';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';
import {
  ITALIAN_RULE_BOOK,
  euros,
  listed,
  percent,
  perMille,
  ruleSetInForce,
  rulesAsOf,
  today,
  type BuyingCostRuleBook,
  type BuyingCostRuleSet,
} from '@/features/buying-costs';

/** '€50 each' when the taxes are equal, else each named: the law may part them one day. */
function fixedTaxes(amounts: readonly [string, number][], language: Language): string {
  const [first] = amounts;
  if (first && amounts.every(([, amount]) => amount === first[1])) {
    return `${euros(first[1], language)} ${language === 'en' ? 'each for the' : 'ciascuna per le imposte'} ${listed(
      amounts.map(([name]) => name),
      language,
    )}`;
  }
  return listed(
    amounts.map(([name, amount]) => `${euros(amount, language)} ${language === 'en' ? 'for the' : 'per l’imposta'} ${name}`),
    language,
  );
}

/** The guide's paragraph on buying taxes in `language`, every figure from `rules`. */
function taxesText(rules: BuyingCostRuleSet, language: Language, calculator: ReactNode): ReactNode {
  const pct = (basisPoints: number) => percent(basisPoints, language);
  const eur = (amount: number) => euros(amount, language);
  const { privateSeller: sale, cadastralValue: value, companySeller: company } = rules;
  const luxury = listed(rules.luxuryCategories, language);
  const anyLuxury = listed(rules.luxuryCategories, language, 'or');
  const revaluation = perMille(value.revaluationPerMille, language);
  if (language === 'it') {
    return (
      <>
        Comprando da un privato, l’imposta di registro è del {pct(sale.registrationOtherBasisPoints)} per una seconda casa, o del{' '}
        {pct(sale.registrationFirstHomeBasisPoints)} per la prima casa se entro {rules.firstHomeResidenceMonths} mesi dall’acquisto trasferisce la residenza nel comune
        dove si trova la casa. Si paga sul prezzo o, solo se lo chiede nell’atto, sul valore catastale (la rendita catastale × {revaluation} ×{' '}
        {value.multiplierOther} per una seconda casa, × {value.multiplierFirstHome} per la prima casa), di solito molto più basso. Non è mai inferiore a{' '}
        {eur(sale.registrationMinimumEuros)}, e le imposte ipotecaria e catastale aggiungono una cifra fissa di {eur(sale.mortgageTaxEuros)} +{' '}
        {eur(sale.cadastralTaxEuros)}. Comprando da un costruttore o da una società con partita IVA si paga invece l’IVA ({pct(company.vatFirstHomeBasisPoints)} prima
        casa, {pct(company.vatOtherBasisPoints)} negli altri casi, {pct(company.vatLuxuryBasisPoints)} per le categorie di lusso {luxury}) più{' '}
        {fixedTaxes(
          [
            ['di registro', company.registrationTaxEuros],
            ['ipotecaria', company.mortgageTaxEuros],
            ['catastale', company.cadastralTaxEuros],
          ],
          'it',
        )}
        . Una casa di categoria {anyLuxury} non ha mai le aliquote prima casa. Il notaio e l’agenzia aggiungono i loro onorari. {calculator}
      </>
    );
  }
  return (
    <>
      Buying from a private seller, registration tax is {pct(sale.registrationOtherBasisPoints)} for a second home, or {pct(sale.registrationFirstHomeBasisPoints)} for
      your first home (prima casa) if you move your residence into the comune where the house is within {rules.firstHomeResidenceMonths} months of the purchase. It is
      charged on the price or, only if you ask for it in the deed, on the cadastral value (the cadastral income × {revaluation} × {value.multiplierOther} for a second
      home, × {value.multiplierFirstHome} for a first home), which is usually much lower. It is never less than {eur(sale.registrationMinimumEuros)}, and the mortgage
      and cadastral taxes add a fixed {eur(sale.mortgageTaxEuros)} + {eur(sale.cadastralTaxEuros)}. Buying from a builder or a VAT-registered company, you pay VAT
      instead ({pct(company.vatFirstHomeBasisPoints)} first home, {pct(company.vatOtherBasisPoints)} otherwise, {pct(company.vatLuxuryBasisPoints)} for the luxury
      categories {luxury}) plus{' '}
      {fixedTaxes(
        [
          ['registration', company.registrationTaxEuros],
          ['mortgage', company.mortgageTaxEuros],
          ['cadastral taxes', company.cadastralTaxEuros],
        ],
        'en',
      )}
      . A home in category {anyLuxury} never has the first-home rates. The notary and the agency add their fees. {calculator}
    </>
  );
}

const CALCULATOR: Record<Language, (link: ReactNode) => ReactNode> = {
  en: (link) => (
    <>
      Every home’s page has a <strong>buying costs calculator</strong> that works these out for that home: {link} and look beside its price.
    </>
  ),
  it: (link) => (
    <>
      La pagina di ogni casa ha un <strong>calcolatore dei costi d’acquisto</strong> che li calcola per quella casa: {link} e guardi accanto al prezzo.
    </>
  ),
};

const CHOOSE_A_HOME: Record<Language, string> = { en: 'choose a home', it: 'scelga una casa' };

/**
 * What buying costs in taxes, as the guide explains it: every rate, minimum, fixed amount and
 * multiplier read from the law's rule row in force `day` (the server's rules, copied into the
 * site knowledge), never typed here, with the date the rules were last checked.
 */
export function BuyingTaxes({
  language,
  book = ITALIAN_RULE_BOOK,
  day = today(),
}: {
  language: Language;
  book?: BuyingCostRuleBook;
  day?: string;
}) {
  const link = <SmartLink href={paths.propertyListPage(1)}>{CHOOSE_A_HOME[language]}</SmartLink>;
  return (
    <>
      <p id="buying-taxes" data-testid="buying-taxes">{taxesText(ruleSetInForce(book, day), language, CALCULATOR[language](link))}</p>
      <p>
        <small>{rulesAsOf(book.lastChecked, language)}</small>
      </p>
    </>
  );
}
