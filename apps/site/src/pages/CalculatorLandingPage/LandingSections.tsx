import { Badge, Card } from "@academy/ui";
import type { ReactNode } from "react";
import { useCalculatorPrices } from "./useCalculatorPrices.ts";
import { CALCULATOR_LANDING as TEXT } from "../../content/calculatorLanding.ts";
import * as shared from "../../styles/shared.css.ts";
import * as styles from "./CalculatorLandingPage.css.ts";

/** Hero: the title, the $9/month pitch, the actions and a mock sample panel (§2). */
export function Hero({ actions }: { actions: ReactNode }) {
  const prices = useCalculatorPrices();
  return (
    <section className={styles.hero} aria-labelledby="calculator-title">
      <div className={`${shared.container} ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{TEXT.eyebrow}</p>
          <h1 id="calculator-title" className={styles.title}>
            {TEXT.title}
          </h1>
          {prices ? (
            <p className={styles.pitch}>{TEXT.pitch(prices.monthly)}</p>
          ) : (
            <span className={styles.pitchPlaceholder} />
          )}
          <div className={styles.actions}>{actions}</div>
          <dl className={styles.stats}>
            {TEXT.stats.map((stat) => (
              <div key={stat.label}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <SamplePanel />
      </div>
    </section>
  );
}

function SamplePanel() {
  const { sample } = TEXT;
  const result = sample.computed;
  const rows = [
    { label: sample.rows.arv, value: result.arv },
    { label: sample.rows.allInCost, value: result.allInCost },
    { label: sample.rows.profit, value: result.profit },
    { label: sample.rows.profitMargin, value: result.profitMargin },
  ];
  return (
    <Card as="section" className={styles.sample} aria-label={sample.label}>
      <p className={styles.sampleLabel}>{sample.label}</p>
      <h2 className={styles.sampleTitle}>{sample.title}</h2>
      <Badge tone={result.badge}>{result.recommendation}</Badge>
      <dl className={styles.sampleRows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.sampleRow}>
            <dt>{row.label}</dt>
            <dd className={styles.sampleValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.sampleLabel}>{sample.sameInputs}</p>
    </Card>
  );
}

/** The four feature cards (§2). */
export function Features() {
  return (
    <section className={shared.section} aria-labelledby="calculator-features">
      <div className={shared.container}>
        <h2 id="calculator-features" className={shared.sectionHeading}>
          {TEXT.featuresTitle}
        </h2>
        <ul className={styles.featureGrid}>
          {TEXT.features.map((feature) => (
            <Card as="li" key={feature.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The pricing card at $9 a month (§2). */
export function Pricing({ action }: { action: ReactNode }) {
  const prices = useCalculatorPrices();
  return (
    <section className={`${shared.section} ${styles.band}`} aria-labelledby="calculator-pricing">
      <div className={shared.container}>
        <h2 id="calculator-pricing" className={shared.sectionHeading}>
          {TEXT.pricingTitle}
        </h2>
        <Card className={styles.pricing} highlighted>
          <h3 className={styles.featureTitle}>{TEXT.pricingPlan}</h3>
          {prices ? (
            <>
              <p className={styles.price}>
                {prices.monthly}
                <span className={styles.period}>{TEXT.pricingPeriod}</span>
              </p>
              <p className={styles.featureText}>{TEXT.pricingYearly(prices.yearly)}</p>
            </>
          ) : (
            <span className={styles.pricingPlaceholder} />
          )}
          {action}
        </Card>
      </div>
    </section>
  );
}

/** The FAQ's two answers (§2). */
export function Faq() {
  return (
    <section className={shared.section} aria-labelledby="calculator-faq">
      <div className={shared.container}>
        <h2 id="calculator-faq" className={shared.sectionHeading}>
          {TEXT.faqTitle}
        </h2>
        <dl className={styles.faq}>
          {TEXT.faq.map((item) => (
            <div key={item.question}>
              <dt className={styles.featureTitle}>{item.question}</dt>
              <dd className={styles.featureText}>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The closing call to action (§2). */
export function ClosingCta({ actions }: { actions: ReactNode }) {
  return (
    <section className={`${shared.section} ${styles.band}`} aria-labelledby="calculator-cta">
      <div className={`${shared.container} ${styles.cta}`}>
        <h2 id="calculator-cta" className={shared.sectionHeading}>
          {TEXT.ctaTitle}
        </h2>
        <p className={shared.lead}>{TEXT.ctaText}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
