import { COMPANY, formatAddress } from "../../content/company.ts";

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const contactLines = (email: string) => [
  `E-mail: ${email}`,
  `Phone: ${COMPANY.phone}`,
  `Mail: ${COMPANY.legalName}, ${formatAddress()}`,
];

/**
 * academy.md §2 and §9: the Terms of Service, last updated October 2025, with every section
 * the spec lists and its policy points (no refunds, the 7-day credit exception, liability
 * capped at the course price, Texas law, arbitration in Dallas County, no class actions, the
 * mentorship liability waiver, minors under 13 through a parent or guardian).
 */
export const TERMS: LegalDocument = {
  title: "Terms of Service",
  updated: "Last updated: October 2025",
  intro: `These Terms of Service ("Terms") govern your use of the website, courses, mentorship program, practice tests, calculators and community operated by ${COMPANY.legalName} ("we", "us" or "our"). Please read them carefully.`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      body: [
        "By creating an account, enrolling in a course, submitting a form or otherwise using our services, you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, do not use our services.",
        "Our services are open to people of all ages. A user under 13 may use them only through a parent or legal guardian, who accepts these Terms on the minor's behalf and is responsible for the minor's use of the services.",
      ],
    },
    {
      id: "services",
      title: "Description of Services",
      body: [
        "We provide online education in construction and real-estate development, including:",
        [
          "video and slide courses, such as the Real Estate Developer Course and the General Contractor Licensing Course (NASCLA exam preparation), with notes, module quizzes, a final exam and certificates;",
          "the All In One + Mentorship program, which adds in-person construction site mentorship in Dallas, Texas;",
          "practice tests, real-estate investment calculators and access to an online community.",
        ],
        "Course content is educational. Passing a licensing examination, obtaining a license, or the success of any project or investment depends on you and on third parties, and is not guaranteed. The licensing course does not include the exam reference books, which you must obtain separately.",
        "We may update, add to or retire course material at any time to keep it accurate and useful.",
      ],
    },
    {
      id: "accounts",
      title: "User Accounts",
      body: [
        "You must provide accurate information when you create an account or enroll, and keep it up to date. You are responsible for keeping your password confidential and for all activity under your account. Tell us at once if you believe your account has been used without your permission.",
        "Accounts are personal. You may not share your login or course access with anyone else.",
      ],
    },
    {
      id: "payment",
      title: "Payment Terms",
      body: [
        "Prices are shown in U.S. dollars on the course pages at the time of purchase. Payments are processed by our third-party card payment provider; we do not store your full card number.",
        "By paying you authorize the charge for the course, program or subscription you selected. Subscriptions renew automatically for the period you chose until cancelled, and can be cancelled at any time with effect from the end of the current period.",
      ],
    },
    {
      id: "refunds",
      title: "Refund Policy",
      body: [
        "All payments are final. We do not offer refunds for any payment, including course enrollments, the mentorship program, practice tests and subscriptions, whether or not you have started or completed the material.",
        "As the only exception, if a technical issue on our side prevents you from accessing content you paid for and you report it to us within 7 days of the payment, we may, at our sole discretion, issue an account credit that can be used toward our services. Credits have no cash value. A parent or guardian makes any credit request for a user under 13.",
      ],
    },
    {
      id: "conduct",
      title: "User Conduct",
      body: [
        "When using our services you agree not to:",
        [
          "copy, record, download, resell or publicly share course videos, slides, quizzes or exams;",
          "post anything unlawful, harassing, defamatory or infringing in the community or in any form;",
          "attempt to gain unauthorized access to our systems or other users' accounts, or interfere with the services;",
          "use the services to send spam or to collect other users' personal information.",
        ],
        "Participants in the on-site mentorship must follow the mentors' safety instructions and all job-site rules at all times, and must sign our mentorship liability waiver before attending any construction site. We may refuse site access to anyone who has not signed the waiver or who acts unsafely.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      body: [
        "All course materials, videos, slides, quizzes, calculators, text, graphics and trademarks are owned by us or our licensors and are protected by copyright and other laws. Enrollment gives you a personal, non-exclusive, non-transferable licence to view the material for your own education for as long as your access lasts. No other rights are granted.",
        "Notes you write in the course player remain yours; you give us the right to store and display them to you.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: [
        'The services are provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
        "Nothing in our courses, calculators or community is legal, tax, financial, engineering or investment advice. Calculator results are estimates based on the figures you enter. Licensing requirements differ from state to state and change over time; confirm them with the licensing board of your state.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      body: [
        "To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or business opportunities, arising from your use of the services.",
        "Our total liability for any claim relating to a course, program or the services is limited to the amount you paid us for that course or program.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      body: [
        "You agree to indemnify and hold harmless us, our co-founders, instructors, mentors and employees from any claims, losses and expenses (including reasonable attorneys' fees) arising from your breach of these Terms, your misuse of the services, or your conduct on a mentorship construction site.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      body: [
        "We may suspend or close your account, without refund, if you breach these Terms, share your access, or misuse the services. You may stop using the services and ask us to close your account at any time. Sections that by their nature should survive termination (including payment, refunds, intellectual property, disclaimers, limitation of liability, indemnification and governing law) survive it.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law and Dispute Resolution",
      body: [
        "These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules.",
        "Any dispute, claim or controversy arising from or relating to these Terms or the services will be resolved by binding arbitration in Dallas County, Texas, by a single arbitrator, rather than in court, except that either party may bring an individual claim in small-claims court. You and we each waive any right to a jury trial.",
        "Claims may be brought only on an individual basis. You may not bring or take part in any class action, class arbitration or other representative proceeding against us. A parent or guardian brings any claim or dispute on behalf of a user under 13.",
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      body: [
        "We may change these Terms from time to time. When we do, we will update the date at the top of this page and, for material changes, notify you by e-mail or on the site. Continuing to use the services after a change takes effect means you accept the new Terms.",
      ],
    },
    {
      id: "contact",
      title: "Contact Information",
      body: ["Questions about these Terms can be sent to:", contactLines(COMPANY.legalEmail)],
    },
    {
      id: "acknowledgment",
      title: "Acknowledgment",
      body: [
        "By using our services you acknowledge that you have read and understood these Terms, including the no-refund policy, the limitation of liability, the mentorship liability waiver requirement and the agreement to binding individual arbitration in Dallas County, Texas, and that you agree to be bound by them.",
      ],
    },
  ],
};

/**
 * academy.md §2: the Privacy Policy, Last updated: October 2025, with every section the spec
 * lists; children under 13 act through a parent or guardian (academy.md §1, §6).
 */
export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  updated: "Last updated: October 2025",
  intro: `This Privacy Policy explains how ${COMPANY.legalName} ("we", "us" or "our") collects, uses and protects personal information when you use our website, courses, mentorship program, practice tests, calculators and community.`,
  sections: [
    {
      id: "overview",
      title: "Overview",
      body: [
        "We collect only the information we need to run our academy, deliver your courses and keep in touch with you. We do not sell your personal information.",
      ],
    },
    {
      id: "information-collected",
      title: "Information We Collect",
      body: [
        "Information you give us:",
        [
          "account and enrollment details: your full name, e-mail address and password (stored only as a secure hash);",
          "an optional profile picture;",
          "what you send through our contact, partnership and mentorship forms: name, e-mail, phone number, company, location, goals and your message;",
          "notes you write in lessons, and your quiz and exam answers.",
        ],
        "Information collected automatically:",
        [
          "your course progress, completed lessons and quiz scores;",
          "technical data such as your browser, device, IP address and the pages you visit, kept in server logs.",
        ],
        "Payment information is entered directly with our card payment provider. We receive confirmation of the payment, not your full card number.",
      ],
    },
    {
      id: "use",
      title: "How We Use Your Information",
      body: [
        [
          "to create and secure your account and give you access to the courses you enrolled in;",
          "to track your progress, grade quizzes and issue certificates;",
          "to answer your messages and mentorship applications (we reply to applications within 48 hours);",
          "to send service e-mails such as password resets and enrollment confirmations;",
          "to process payments and prevent fraud;",
          "to improve our courses and site, and to comply with our legal obligations.",
        ],
      ],
    },
    {
      id: "sharing",
      title: "Information Sharing",
      body: [
        "We share personal information only with service providers that help us run the academy (hosting, storage, e-mail delivery, payment processing, video hosting and form collection), under contracts that limit their use of it to providing those services; when the law requires it; or to protect the rights, property and safety of our users and others. If our business is sold or merged, information may pass to the new owner under this policy.",
      ],
    },
    {
      id: "security",
      title: "Data Security",
      body: [
        "We protect your information with encryption in transit, hashed passwords, short-lived access tokens and restricted access to our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security; please use a strong, unique password.",
      ],
    },
    {
      id: "rights",
      title: "Your Rights",
      body: [
        "You may ask to access, correct, download or delete your personal information, or to stop receiving marketing e-mails, at any time. You can change your profile picture yourself from your account. Depending on where you live you may have further rights under local law. For a user under 13, these rights are exercised by a parent or guardian.",
        `To make a request, write to ${COMPANY.privacyEmail}. We will answer within 30 days.`,
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Local Storage",
      body: [
        "We use your browser's local storage to keep you signed in (an access token and a refresh token) and a small number of strictly necessary cookies. We do not use advertising cookies. You can clear local storage and cookies in your browser settings; doing so signs you out.",
      ],
    },
    {
      id: "third-party",
      title: "Third-Party Services",
      body: [
        "Some features rely on third parties with their own privacy policies:",
        [
          "our card payment provider, for payments and subscriptions;",
          "our video hosting provider, which serves lesson videos;",
          "Discord, for the community;",
          "our e-mail and form-collection providers.",
        ],
        "Links to outside sites, such as our social media profiles, are governed by those sites' policies.",
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      body: [
        "Our services are open to all ages, but we do not knowingly collect personal information directly from children under 13. A child under 13 may use the services only through a parent or guardian, who provides consent, manages the account and exercises the child's data rights. If you believe a child under 13 has given us information without a parent or guardian, contact us and we will delete it.",
      ],
    },
    {
      id: "international",
      title: "International Data Transfers",
      body: [
        "We are based in the United States and store information there. If you use our services from another country, your information will be transferred to and processed in the United States, where data protection laws may differ from those of your country.",
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      body: [
        "We may update this Privacy Policy from time to time. We will change the date at the top of this page and, for material changes, notify you by e-mail or on the site before they take effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      body: [
        "Questions about this policy or your information can be sent to:",
        contactLines(COMPANY.privacyEmail),
      ],
    },
  ],
};
