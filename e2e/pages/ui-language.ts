/** The console's two languages, and the words the page objects look for in each. */
export type UiLanguage = 'vi' | 'en';

export const uiText = {
  vi: {
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    signOut: 'Đăng xuất',
    language: 'Ngôn ngữ',
    colorScheme: 'Chế độ màu',
  },
  en: {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    language: 'Language',
    colorScheme: 'Color scheme',
  },
} as const satisfies Record<UiLanguage, Record<string, string>>;
