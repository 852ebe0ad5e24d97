/**
 * The company's own details shown in the footer and the legal pages. The spec gives them as
 * placeholders ({phone}, {email}, an external company site, six social profiles); the values
 * here are the business's and are changed in this one file.
 */
export const COMPANY = {
  name: "Construction & Real-Estate Academy",
  shortName: "Academy",
  legalName: "Construction & Real-Estate Academy LLC",
  tagline: "Build your future in construction and real-estate development.",
  address: {
    street: "1700 Pacific Avenue, Suite 1200",
    city: "Dallas",
    state: "TX",
    zip: "75201",
  },
  phone: "(214) 555-0142",
  phoneHref: "tel:+12145550142",
  email: "info@constructionacademy.com",
  legalEmail: "legal@constructionacademy.com",
  privacyEmail: "privacy@constructionacademy.com",
  website: { label: "Our construction company", href: "https://www.constructionacademy.com" },
  socials: [
    { label: "Facebook", href: "https://www.facebook.com/constructionacademy" },
    { label: "Instagram", href: "https://www.instagram.com/constructionacademy" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/constructionacademy" },
    { label: "YouTube", href: "https://www.youtube.com/@constructionacademy" },
    { label: "X", href: "https://x.com/constructacad" },
    { label: "TikTok", href: "https://www.tiktok.com/@constructionacademy" },
  ],
} as const;

export const formatAddress = () =>
  `${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.state} ${COMPANY.address.zip}`;
