import { MENTORSHIP } from "../../content/courses.ts";

/**
 * academy.md §9: what the mentorship page lists below its hero (features and success stories),
 * apart from MENTORSHIP_TEXT because MentorshipSections loads it after the first paint (#30).
 */
export const MENTORSHIP_SECTIONS_TEXT = {
  featuresTitle: "What You Get",
  features: [
    {
      title: "Both complete courses",
      text: "Full access to the Real Estate Developer Course and the General Contractor Licensing Course.",
    },
    {
      title: "On-site construction mentorship",
      text: "Walk active job sites in Dallas, TX with our co-founders, from foundation to final inspection.",
    },
    {
      title: "Small cohorts",
      text: `Cohorts of ${MENTORSHIP.cohort} students, so every question gets answered on site.`,
    },
    {
      title: "Deal and bid reviews",
      text: "Bring your own deals, budgets and bids and review them with the mentors.",
    },
    {
      title: "Partnership Network access",
      text: "Licensed graduates can join our network for vetted project leads and joint ventures.",
    },
    {
      title: "Safety first",
      text: "Site visits follow OSHA practice; every participant signs a liability waiver before visiting a site.",
    },
  ],
  storiesTitle: "Success Stories",
  stories: [
    {
      quote:
        "I passed the NASCLA exam on my first attempt and landed my first commercial remodel two months later. Seeing a real site every week made the exam material click.",
      name: "Chris M.",
      detail: "Licensed general contractor, Fort Worth, TX",
    },
    {
      quote:
        "The pro forma reviews saved me from a bad land deal and helped me close a good one. I'm now building my first duplex.",
      name: "Alicia R.",
      detail: "Developer, Dallas, TX",
    },
    {
      quote:
        "Small cohort, real job sites, honest answers. It's the fastest I've ever learned anything.",
      name: "Jamal T.",
      detail: "Construction project manager, Plano, TX",
    },
  ],
} as const;
