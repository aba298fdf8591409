/** The locale the console writes numbers in for a language (Intl's names). */
export const intlLocale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'vi-VN');
