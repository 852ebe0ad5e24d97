/**
 * The calculator subscription landing page's words and figures (investor-tools.md §2, §9), in
 * one place so a reader can check them against the spec. The prices come from the server's plan
 * catalogue (GET /catalogue/plans, issue 48) into the spec's sentences; plan texts the modal
 * shows live with the widget (@academy/widgets CALCULATOR_SUBSCRIBE_TEXT).
 */
export const CALCULATOR_LANDING = {
  pageTitle: "Deal Analyzer Calculator Subscription",
  loading: "Loading calculator...",
  eyebrow: "For real-estate investors",
  title: "Deal Analyzer Calculator Subscription",
  /** "…for just $9/month…", with the catalogue's monthly price. */
  pitch: (monthly: string) =>
    `Analyze land, flips, renovations and new construction in seconds, for just ${monthly}/month. Know your numbers before you make an offer.`,
  openCalculator: "Open Calculator",
  getAccess: "Get Instant Access",
  tryFree: "Try the Deal Analyzer",
  login: "Already subscribed? Log in",
  sample: {
    label: "Sample analysis",
    title: "House Flip: 123 Main St",
    /**
     * The sample deal's inputs: the Flip Calculator's spec defaults with a $180,000 purchase
     * (the widget README's example), and what the calculator's own code (analyzeFlip) answers
     * for them. The figures are written here rather than computed on the page, which would ship
     * the flip maths (2.6 kB gzip) in the landing page's first load; CalculatorLandingPage.test
     * fails the moment they differ from analyzeFlip's (issue #50: the old panel said $75,550
     * where the calculator showed -$7,658).
     */
    inputs: { address: "123 Main St", purchasePrice: 180_000 },
    computed: {
      arv: "$324,000",
      allInCost: "$258,455",
      profit: "$65,545",
      profitMargin: "20.2%",
      badge: "green",
      recommendation: "Excellent Deal",
    },
    rows: {
      arv: "ARV",
      allInCost: "Total Project Costs (All-In)",
      profit: "Net Profit",
      profitMargin: "Profit Margin",
    },
    sameInputs: "Figures from the Flip Calculator's defaults with a $180,000 purchase price.",
  },
  stats: [
    { label: "Investors", value: "847+" },
    { label: "Rating", value: "4.9" },
    { label: "Deals analyzed", value: "$2.4M+" },
  ],
  featuresTitle: "Everything you need to analyze a deal",
  features: [
    {
      title: "Land Analysis",
      text: "Market value, discount to market, financing and a score out of 100 for every lot.",
    },
    {
      title: "Flip Calculator",
      text: "ARV from your own comps, the 70% rule, holding and selling costs, worst case included.",
    },
    {
      title: "Renovation ROI",
      text: "See which kitchen, bath and other upgrades add more value than they cost.",
    },
    {
      title: "New Construction",
      text: "Hard, soft and financing costs, the best loan product and rental metrics for multi-unit builds.",
    },
  ],
  pricingTitle: "Simple pricing",
  pricingPlan: "Deal Analyzer Pro",
  pricingPeriod: "/month",
  /** "or $90/year (SAVE 17%)", with the catalogue's yearly price. */
  pricingYearly: (yearly: string) => `or ${yearly}/year (SAVE 17%)`,
  faqTitle: "Frequently asked questions",
  faq: [
    {
      question: "Can I cancel anytime?",
      answer:
        "Yes. Cancel anytime from your dashboard; you keep access until the end of the period you paid for.",
    },
    {
      question: "Is my payment secure?",
      answer:
        "Yes. Payments are processed and secured by Stripe, our card payment provider; we never see or store your card number.",
    },
  ],
  ctaTitle: "Ready to analyze your next deal?",
  ctaText: "Join 847+ investors who run their numbers with the Deal Analyzer.",
} as const;
