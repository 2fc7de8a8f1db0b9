import type { MailLocale } from '../mail/mailLanguage';

// The account emails' words (confirmation of a new account, password reset) in each language the shop
// writes: English, Simplified Chinese, Traditional Chinese as written in Taiwan. The account
// confirmation is in the language the registration gave, the reset in the user's stored language.

/** How long a link works, in the reader's words ("3 days", "3 天", "1 小時"). */
export function describeLifetime(locale: MailLocale, seconds: number): string {
  const [count, unit] =
    seconds >= 86400 && seconds % 86400 === 0
      ? [seconds / 86400, 'day' as const]
      : seconds >= 3600 && seconds % 3600 === 0
        ? [seconds / 3600, 'hour' as const]
        : seconds >= 60
          ? [Math.round(seconds / 60), 'minute' as const]
          : [seconds, 'second' as const];
  if (locale === 'en') return `${count} ${unit}${count === 1 ? '' : 's'}`;
  const units = {
    'zh-CN': { day: '天', hour: '小时', minute: '分钟', second: '秒' },
    'zh-TW': { day: '天', hour: '小時', minute: '分鐘', second: '秒' },
  }[locale];
  return `${count} ${units[unit]}`;
}

interface AccountMail {
  subject: string;
  text: string;
}

export function accountConfirmationMail(
  locale: MailLocale,
  { firstName, link, lifetime }: { firstName: string; link: string; lifetime: string },
): AccountMail {
  switch (locale) {
    case 'zh-CN':
      return {
        subject: '请确认您的账户',
        text: `${firstName ? `${firstName}，` : ''}您好：

感谢您注册账户。请打开以下链接，确认您的电子邮件地址：

${link}

此链接只能使用一次，将在 ${lifetime}后失效。如果您没有注册账户，请忽略此邮件。`,
      };
    case 'zh-TW':
      return {
        subject: '請確認您的帳號',
        text: `${firstName ? `${firstName}，` : ''}您好：

感謝您註冊帳號。請開啟以下連結，確認您的電子郵件地址：

${link}

此連結只能使用一次，將於 ${lifetime}後失效。如果您沒有註冊帳號，請忽略這封郵件。`,
      };
    case 'en':
      return {
        subject: 'Confirm your account',
        text: `Hello${firstName ? ` ${firstName}` : ''},

Thank you for creating an account. Please confirm your email address by opening this link:

${link}

The link works once and expires in ${lifetime}. If you did not create an account, you can ignore this email.`,
      };
  }
}

export function passwordResetMail(
  locale: MailLocale,
  { firstName, email, link, lifetime }: { firstName: string; email: string; link: string; lifetime: string },
): AccountMail {
  switch (locale) {
    case 'zh-CN':
      return {
        subject: '重置您的密码',
        text: `${firstName ? `${firstName}，` : ''}您好：

有人请求重置账户 ${email} 的密码。如需设置新密码，请打开以下链接：

${link}

此链接只能使用一次，将在 ${lifetime}后失效。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。`,
      };
    case 'zh-TW':
      return {
        subject: '重設您的密碼',
        text: `${firstName ? `${firstName}，` : ''}您好：

有人要求重設帳號 ${email} 的密碼。若要設定新密碼，請開啟以下連結：

${link}

此連結只能使用一次，將於 ${lifetime}後失效。如果這不是您本人提出的要求，請忽略這封郵件，您的密碼將維持不變。`,
      };
    case 'en':
      return {
        subject: 'Reset your password',
        text: `Hello${firstName ? ` ${firstName}` : ''},

Someone asked to reset the password of the account for ${email}. To choose a new password, open this link:

${link}

The link works once and expires in ${lifetime}. If you did not ask for this, ignore this email: your password stays as it is.`,
      };
  }
}

export function accountDeletionMail(
  locale: MailLocale,
  { firstName, email, link, lifetime }: { firstName: string; email: string; link: string; lifetime: string },
): AccountMail {
  switch (locale) {
    case 'zh-CN':
      return {
        subject: '确认删除您的账户',
        text: `${firstName ? `${firstName}，` : ''}您好：

有人请求删除账户 ${email}。如确要删除，请在登录状态下打开以下链接并确认：

${link}

删除后无法恢复：您的地址簿将被删除，您将无法再用此账户登录；您的订单会保留。此链接只能使用一次，将在 ${lifetime}后失效。如果这不是您本人的请求，请忽略此邮件，您的账户不会改变。`,
      };
    case 'zh-TW':
      return {
        subject: '確認刪除您的帳號',
        text: `${firstName ? `${firstName}，` : ''}您好：

有人要求刪除帳號 ${email}。若確定要刪除，請在登入狀態下開啟以下連結並確認：

${link}

刪除後無法復原：您的通訊錄將被刪除，您將無法再用這個帳號登入；您的訂單會保留。此連結只能使用一次，將於 ${lifetime}後失效。如果這不是您本人提出的要求，請忽略這封郵件，您的帳號將維持不變。`,
      };
    case 'en':
      return {
        subject: 'Confirm deleting your account',
        text: `Hello${firstName ? ` ${firstName}` : ''},

Someone asked to delete the account for ${email}. To delete it, open this link while logged in and confirm:

${link}

This cannot be undone: your address book is deleted and you can no longer log in with this account; your orders are kept. The link works once and expires in ${lifetime}. If you did not ask for this, ignore this email: your account stays as it is.`,
      };
  }
}
