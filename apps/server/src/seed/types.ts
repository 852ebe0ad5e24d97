export interface SeedAnswer {
  text: string;
  correct: boolean;
}

export interface SeedQuestion {
  text: string;
  /** Shown upper-cased with spaces by the player: multiple_choice, true_false. */
  type: "multiple_choice" | "true_false";
  answers: SeedAnswer[];
  explanation: string;
}

export interface SeedLesson {
  title: string;
  type: "video" | "slides";
  /** Minutes, shown as minutes:00. */
  minutes: number;
  /**
   * A video hosted on Vimeo (its id), played in an embedded frame. Other video lessons play a
   * stored demo clip, and slides lessons show a generated PDF deck (see demo-media.ts).
   */
  vimeoId?: string;
}

export interface SeedModule {
  title: string;
  description: string;
  lessons: SeedLesson[];
  quiz: SeedQuestion[];
}

export interface SeedCourse {
  id: number;
  key: "development" | "nascla" | "mentorship";
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number;
  modules: SeedModule[];
  finalExam: SeedQuestion[];
}

/** A multiple-choice question; `correct` is the index of the right answer. */
export function mc(
  text: string,
  answers: string[],
  correct: number,
  explanation: string,
): SeedQuestion {
  return {
    text,
    type: "multiple_choice",
    answers: answers.map((answer, i) => ({ text: answer, correct: i === correct })),
    explanation,
  };
}

/** A true/false question. */
export function tf(text: string, isTrue: boolean, explanation: string): SeedQuestion {
  return {
    text,
    type: "true_false",
    answers: [
      { text: "True", correct: isTrue },
      { text: "False", correct: !isTrue },
    ],
    explanation,
  };
}

export function video(title: string, minutes: number, vimeoId?: string): SeedLesson {
  return vimeoId === undefined
    ? { title, type: "video", minutes }
    : { title, type: "video", minutes, vimeoId };
}

export function slides(title: string, minutes: number): SeedLesson {
  return { title, type: "slides", minutes };
}
