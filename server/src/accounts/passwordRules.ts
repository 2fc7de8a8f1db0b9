// Django's password validators as Saleor runs them (UserAttributeSimilarity, MinimumLength(8),
// CommonPassword, NumericPassword), each failure one AccountError with Django's message.

export type PasswordErrorCode =
  'PASSWORD_TOO_SIMILAR' | 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON' | 'PASSWORD_ENTIRELY_NUMERIC';

export interface PasswordError {
  field: string;
  message: string;
  code: PasswordErrorCode;
}

export const MIN_PASSWORD_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

/** Frequent passwords of leaked lists (a short stand-in for Django's 20,000), compared lower-cased. */
const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 1234 password qwerty123 qwerty 1q2w3e 12345 111111 1234567890 1234567 123123
  000000 abc123 password1 iloveyou 1q2w3e4r qwertyuiop 123321 654321 666666 121212 987654321 555555
  7777777 88888888 11111111 00000000 22222222 12341234 123qwe 123abc a123456 aa123456 abcd1234
  qwer1234 q1w2e3r4 q1w2e3r4t5 1qaz2wsx zaq12wsx asdfghjkl asdfghjk asdf1234 zxcvbnm zxcvbnm123
  passw0rd password123 password12 p@ssw0rd p@ssword pa$$word letmein letmein123 welcome welcome1
  welcome123 admin admin123 administrator root toor changeme changeme123 secret secret123 default
  guest login login123 master master123 monkey dragon football baseball basketball soccer hockey
  sunshine princess shadow superman batman trustno1 starwars whatever freedom iloveyou1
  charlie michael jennifer jordan23 harley hunter hunter2 ranger thomas daniel andrew killer pepper
  ginger chocolate cookie butterfly flower summer winter spring autumn computer internet samsung
  google facebook linkedin myspace1 pokemon naruto minecraft liverpool arsenal chelsea manchester
  mustang corvette ferrari porsche mercedes qwerty12 qwerty1 1qazxsw2 987654 121212121 112233
  11223344 123654 147258369 159753 159357 741852963 789456123 456789 3rjs1la7qe 5201314 woaini1314
  iloveu 666666666 888888 88888888888 999999 99999999 asdasd asdasd123 qazwsx qazwsxedc
  11111111111 aaaaaa aaaaaaaa abcdef abcdefg abcdefgh 1234qwer qwerasdf 1234abcd 12qwaszx
  shopping shop1234 customer customer1 demo1234 test1234 testing test123 testtest password!`
    .split(/\s+/)
    .filter(Boolean),
);

/** difflib.SequenceMatcher(a, b).quick_ratio(): shared characters over both lengths. */
function quickRatio(a: string, b: string) {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

export interface PasswordUser {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

function tooSimilarTo(password: string, user: PasswordUser): string | null {
  const lower = password.toLowerCase();
  const attributes: [string, string | null | undefined][] = [
    ['first name', user.firstName],
    ['last name', user.lastName],
    ['email', user.email],
  ];
  for (const [name, value] of attributes) {
    if (!value) continue;
    const valueLower = value.toLowerCase();
    for (const part of [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower]) {
      // Django skips parts far shorter than the password (they cannot be "similar").
      if (lower.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * lower.length) continue;
      if (quickRatio(lower, part) >= MAX_SIMILARITY) return name;
    }
  }
  return null;
}

/** Every rule the password breaks, in Django's order; [] when it is acceptable. */
export function checkPassword(password: string, user: PasswordUser, field = 'password'): PasswordError[] {
  const errors: PasswordError[] = [];
  const similar = tooSimilarTo(password, user);
  if (similar)
    errors.push({
      field,
      code: 'PASSWORD_TOO_SIMILAR',
      message: `The password is too similar to the ${similar}.`,
    });
  if ([...password].length < MIN_PASSWORD_LENGTH)
    errors.push({
      field,
      code: 'PASSWORD_TOO_SHORT',
      message: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
    });
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim()))
    errors.push({ field, code: 'PASSWORD_TOO_COMMON', message: 'This password is too common.' });
  if (/^\d+$/.test(password))
    errors.push({ field, code: 'PASSWORD_ENTIRELY_NUMERIC', message: 'This password is entirely numeric.' });
  return errors;
}
