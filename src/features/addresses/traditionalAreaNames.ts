// Saleor's address data (Google's) names China's provinces in Simplified characters only. A page in
// Traditional Chinese lists them in Traditional characters; the value sent stays Saleor's own key, so
// validation and the stored address are the same whichever language the shopper reads.
const TRADITIONAL: Readonly<Record<string, string>> = {
  澳门: '澳門',
  重庆市: '重慶市',
  甘肃省: '甘肅省',
  广东省: '廣東省',
  广西壮族自治区: '廣西壯族自治區',
  广西: '廣西',
  贵州省: '貴州省',
  黑龙江省: '黑龍江省',
  江苏省: '江蘇省',
  辽宁省: '遼寧省',
  内蒙古自治区: '內蒙古自治區',
  内蒙古: '內蒙古',
  宁夏回族自治区: '寧夏回族自治區',
  宁夏: '寧夏',
  山东省: '山東省',
  陕西省: '陝西省',
  台湾: '臺灣',
  西藏自治区: '西藏自治區',
  新疆维吾尔自治区: '新疆維吾爾自治區',
  云南省: '雲南省',
};

/** A choice's name as a page in `locale` writes it: Traditional characters for zh-TW and zh-HK. */
export function areaNameIn(name: string, locale: string): string {
  return /^zh-(TW|HK|MO|Hant)\b/i.test(locale) ? (TRADITIONAL[name] ?? name) : name;
}
