// The demo shop in Simplified Chinese (ZH_HANS) and Traditional Chinese as written in Taiwan (ZH_HANT),
// keyed by the English the catalogue is written in (demoCatalogue.ts). seed.ts stores them as
// Saleor's translations, beside each object; slugs are not translated.

export const DEMO_LANGUAGES = ['ZH_HANS', 'ZH_HANT'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];
export type Translated = Record<DemoLanguage, string>;

const zh = (hans: string, hant: string): Translated => ({ ZH_HANS: hans, ZH_HANT: hant });

/** By category slug. */
export const CATEGORY_TRANSLATIONS: Record<string, { name: Translated; description: Translated }> = {
  apparel: {
    name: zh('服饰', '服飾'),
    description: zh(
      '经久耐穿的日常衣物，从柔软的有机棉T恤到温暖的连帽卫衣。',
      '耐穿的日常衣著，從柔軟的有機棉T恤到保暖的帽T。',
    ),
  },
  tops: {
    name: zh('上装', '上衣'),
    description: zh(
      '好搭的颜色、实在的面料，T恤和卫衣都在这里。',
      '好搭配的顏色、實在的布料，T恤和帽T都在這裡。',
    ),
  },
  't-shirts': {
    name: zh('T恤', 'T恤'),
    description: zh('有机棉T恤，出厂前经过预洗，久穿不变形。', '有機棉T恤，出廠前先經過水洗，穿久也不變形。'),
  },
  hoodies: {
    name: zh('卫衣', '帽T'),
    description: zh(
      '内里磨毛的抓绒卫衣，陪你度过微凉的清晨和漫长的夜晚。',
      '內裡刷毛的帽T，陪你度過微涼的早晨和漫長的夜晚。',
    ),
  },
  bottoms: {
    name: zh('下装', '褲裝'),
    description: zh('穿着舒服的牛仔裤和长裤。', '穿起來舒服的牛仔褲和長褲。'),
  },
  jeans: {
    name: zh('牛仔裤', '牛仔褲'),
    description: zh('经典版型，赤耳丹宁和弹力牛仔任你选。', '經典版型，赤耳丹寧和彈性牛仔布任你挑。'),
  },
  'home-kitchen': {
    name: zh('家居与厨房', '居家與廚房'),
    description: zh('让家更有温度的好物。', '讓家更像家的好物。'),
  },
  kitchen: {
    name: zh('厨房', '廚房'),
    description: zh('马克杯、水杯和厨房小工具。', '馬克杯、水壺和廚房小道具。'),
  },
  coffee: {
    name: zh('咖啡', '咖啡'),
    description: zh('来自小农庄园的新鲜烘焙咖啡豆。', '來自小農莊園、新鮮烘焙的咖啡豆。'),
  },
  decor: {
    name: zh('家居装饰', '居家擺飾'),
    description: zh('点亮房间的灯具和小摆件。', '點亮房間的燈具和小擺飾。'),
  },
  outdoor: {
    name: zh('户外', '戶外'),
    description: zh('周末出游的装备。', '週末出遊的裝備。'),
  },
  camping: {
    name: zh('露营', '露營'),
    description: zh('帐篷、营灯和水壶，陪你在星空下过夜。', '帳篷、營燈和水壺，陪你在星空下過夜。'),
  },
  digital: {
    name: zh('数字商品', '數位商品'),
    description: zh(
      '电子书和音乐，通过电子邮件即时送达，无需配送。',
      '電子書和音樂，以電子郵件即時寄送，不需運送。',
    ),
  },
  'e-books': {
    name: zh('电子书', '電子書'),
    description: zh('EPUB 和 PDF 格式的实用指南与故事。', 'EPUB 和 PDF 格式的實用指南與故事。'),
  },
  music: {
    name: zh('音乐', '音樂'),
    description: zh('无损格式和 MP3 的专辑。', '提供無損格式和 MP3 的專輯。'),
  },
};

/** By product type: the family's blurb and what its range is called in a sentence. */
export const FAMILY_TRANSLATIONS: Record<string, { blurb: Translated; range: Translated }> = {
  'T-shirt': {
    range: zh('T恤', 'T恤'),
    blurb: zh(
      '柔软透气的T恤，采用 180 克有机棉，成衣染色并经过预洗，不怕缩水。',
      '柔軟透氣的T恤，採用 180 克有機棉，成衣染色並經過預洗，不怕縮水。',
    ),
  },
  Hoodie: {
    range: zh('卫衣', '帽T'),
    blurb: zh(
      '内里磨毛抓绒，双层帽兜，罗纹袖口久穿依然有弹性。',
      '內裡刷毛，雙層帽子，羅紋袖口穿久了依然有彈性。',
    ),
  },
  Jeans: {
    range: zh('牛仔裤', '牛仔褲'),
    blurb: zh(
      '结实的 13 盎司牛仔布，略带弹性，口袋加固，拉链门襟。',
      '厚實的 13 盎司丹寧布，帶一點彈性，口袋加強車縫，拉鍊前襠。',
    ),
  },
  Mug: {
    range: zh('马克杯', '馬克杯'),
    blurb: zh(
      '施釉炻瓷，饮品不易变凉，可放入洗碗机和微波炉。',
      '上釉炻瓷，飲品不易變涼，可放進洗碗機和微波爐。',
    ),
  },
  Coffee: {
    range: zh('咖啡', '咖啡'),
    blurb: zh(
      '接单后小批量烘焙，烘焙后两天内发货；250 克，整豆。',
      '接單後小批烘焙，烘焙後兩天內出貨；250 克，原豆。',
    ),
  },
  Lamp: {
    range: zh('灯具', '燈具'),
    blurb: zh(
      '光线温暖、亮度可调，附 LED 灯泡；灯罩可调角度，照向你需要的地方。',
      '光線溫暖、可調亮度，附 LED 燈泡；燈罩可調整角度，照向你需要的地方。',
    ),
  },
  'Camping gear': {
    range: zh('露营装备', '露營裝備'),
    blurb: zh(
      '在好几个下雨的长周末里实测过：轻便好带，搭建快速，修补容易。',
      '在好幾個下雨的連假實際測試過：輕巧好攜帶，搭設快速，修補容易。',
    ),
  },
  'E-book': {
    range: zh('电子书', '電子書'),
    blurb: zh(
      '图文并茂、步骤清晰的实用指南；下载链接将通过电子邮件发送。',
      '圖文並茂、步驟清楚的實用指南；下載連結會以電子郵件寄給你。',
    ),
  },
  'Music album': {
    range: zh('音乐专辑', '音樂專輯'),
    blurb: zh(
      '现场直录到磁带；提供无损 FLAC 和 320 kbps MP3，附数字小册子。',
      '現場直接錄進盤帶；提供無損 FLAC 和 320 kbps MP3，附數位小冊。',
    ),
  },
};

/** By the product's English name. Titles of books and albums in 《》, as Chinese shops write them. */
export const PRODUCT_NAMES: Record<string, Translated> = {
  // T-shirts
  'Everyday Crew Tee': zh('日常圆领T恤', '日常圓領T恤'),
  'Pocket Tee': zh('口袋T恤', '口袋T恤'),
  'Long Sleeve Tee': zh('长袖T恤', '長袖T恤'),
  'Heavyweight Tee': zh('重磅T恤', '重磅T恤'),
  'Striped Breton Tee': zh('布列塔尼条纹T恤', '布列塔尼條紋T恤'),
  'Raglan Baseball Tee': zh('插肩袖棒球T恤', '拉克蘭袖棒球T恤'),
  'V-Neck Tee': zh('V领T恤', 'V領T恤'),
  'Relaxed Boxy Tee': zh('宽松箱型T恤', '寬版落肩T恤'),
  // Hoodies
  'Classic Pullover Hoodie': zh('经典套头连帽卫衣', '經典套頭帽T'),
  'Zip Hoodie': zh('拉链连帽卫衣', '連帽拉鍊外套'),
  'Oversized Hoodie': zh('宽松版连帽卫衣', '寬版帽T'),
  'Lightweight Loop-back Hoodie': zh('轻薄毛圈连帽卫衣', '輕薄毛圈帽T'),
  'Sherpa-lined Hoodie': zh('羊羔绒内衬连帽卫衣', '羔羊毛內裡帽T'),
  'Half-zip Sweatshirt': zh('半拉链卫衣', '半拉鍊大學T'),
  // Jeans
  'Slim Selvedge Jeans': zh('修身赤耳牛仔裤', '修身赤耳牛仔褲'),
  'Straight Leg Jeans': zh('直筒牛仔裤', '直筒牛仔褲'),
  'Relaxed Carpenter Jeans': zh('宽松工装牛仔裤', '寬鬆工裝牛仔褲'),
  'Tapered Stretch Jeans': zh('弹力锥形牛仔裤', '彈性錐形牛仔褲'),
  'Wide Leg Jeans': zh('阔腿牛仔裤', '寬褲管牛仔褲'),
  'Black Rinse Jeans': zh('黑色一洗牛仔裤', '黑色一洗牛仔褲'),
  // Mugs
  'Morning Mug': zh('晨光马克杯', '晨光馬克杯'),
  'Tall Latte Mug': zh('高身拿铁杯', '高身拿鐵杯'),
  'Espresso Cup Pair': zh('意式浓缩咖啡杯（两只装）', '義式濃縮咖啡杯（兩入組）'),
  'Speckled Camp Mug': zh('斑点露营杯', '斑點露營杯'),
  'Double-wall Glass Mug': zh('双层玻璃杯', '雙層玻璃杯'),
  'Tea Cup and Saucer': zh('茶杯茶碟套装', '茶杯盤組'),
  'Stacking Mugs Set': zh('可叠放马克杯套装', '可堆疊馬克杯組'),
  // Coffee: origins as Chinese coffee shops write them
  'Ethiopia Yirgacheffe': zh('埃塞俄比亚 耶加雪菲', '衣索比亞 耶加雪菲'),
  'Colombia Huila': zh('哥伦比亚 薇拉', '哥倫比亞 薇拉'),
  'Guatemala Antigua': zh('危地马拉 安提瓜', '瓜地馬拉 安提瓜'),
  'Kenya AA': zh('肯尼亚 AA', '肯亞 AA'),
  'House Espresso Blend': zh('招牌意式拼配豆', '招牌義式綜合豆'),
  'Decaf Sumatra': zh('低因 苏门答腊', '低咖啡因 蘇門答臘'),
  'Brazil Cerrado': zh('巴西 塞拉多', '巴西 喜拉朵'),
  'Rwanda Nyamasheke': zh('卢旺达 尼亚马谢凯', '盧安達 尼亞馬謝凱'),
  // Lamps
  'Arc Table Lamp': zh('弧形台灯', '弧形檯燈'),
  'Mushroom Lamp': zh('蘑菇灯', '蘑菇燈'),
  'Clip-on Reading Light': zh('夹式阅读灯', '夾式閱讀燈'),
  'Paper Lantern Pendant': zh('纸灯笼吊灯', '紙燈籠吊燈'),
  'Brass Desk Lamp': zh('黄铜台灯', '黃銅檯燈'),
  // Camping
  'Two-person Dome Tent': zh('双人圆顶帐篷', '雙人圓頂帳篷'),
  'Ultralight Tarp': zh('超轻天幕', '超輕天幕'),
  'Trail Hammock': zh('徒步吊床', '登山吊床'),
  'Camp Chair': zh('露营椅', '露營椅'),
  'Insulated Sleeping Pad': zh('保温睡垫', '保暖睡墊'),
  'Rechargeable Lantern': zh('充电营灯', '充電式露營燈'),
  'Steel Water Bottle': zh('不锈钢水壶', '不鏽鋼水壺'),
  // E-books
  'The Home Barista': zh('《在家当咖啡师》', '《在家當咖啡師》'),
  'Sewing Your First Shirt': zh('《缝制你的第一件衬衫》', '《縫製你的第一件襯衫》'),
  'Weekend Camping Guide': zh('《周末露营指南》', '《週末露營指南》'),
  'Cooking with Seasons': zh('《跟着季节下厨》', '《跟著季節下廚》'),
  'A Short History of Denim': zh('《牛仔布简史》', '《丹寧簡史》'),
  'Brewing Better Tea': zh('《泡一壶好茶》', '《泡一壺好茶》'),
  "Repair, Don't Replace": zh('《修一修，别急着换》', '《修一修，別急著換》'),
  // Music
  'Northern Lights': zh('《北极光》', '《北極光》'),
  'Quiet Harbour': zh('《静谧港湾》', '《靜謐港灣》'),
  'City After Rain': zh('《雨后的城市》', '《雨後的城市》'),
  'Campfire Sessions': zh('《篝火时光》', '《營火時光》'),
  'Slow Mornings': zh('《慢享清晨》', '《慢活早晨》'),
  'Aurora Live': zh('《极光现场》', '《極光現場》'),
};

/** By attribute slug. */
export const ATTRIBUTE_NAMES: Record<string, Translated> = {
  size: zh('尺码', '尺寸'),
  colour: zh('颜色', '顏色'),
  material: zh('材质', '材質'),
};

/** By "attribute slug:English value name". Sizes are written the same in every language. */
export const VALUE_NAMES: Record<string, Translated> = {
  'size:XS': zh('XS', 'XS'),
  'size:S': zh('S', 'S'),
  'size:M': zh('M', 'M'),
  'size:L': zh('L', 'L'),
  'size:XL': zh('XL', 'XL'),
  'colour:Black': zh('黑色', '黑色'),
  'colour:White': zh('白色', '白色'),
  'colour:Forest Green': zh('森林绿', '森林綠'),
  'colour:Ocean Blue': zh('海洋蓝', '海洋藍'),
  'colour:Sand': zh('沙色', '沙色'),
  'colour:Brick Red': zh('砖红色', '磚紅色'),
  'material:Organic cotton': zh('有机棉', '有機棉'),
  'material:Cotton fleece': zh('棉质抓绒', '純棉刷毛'),
  'material:Denim': zh('牛仔布', '丹寧布'),
  'material:Stoneware': zh('炻瓷', '炻瓷'),
  'material:Arabica beans': zh('阿拉比卡咖啡豆', '阿拉比卡咖啡豆'),
  'material:Steel': zh('钢材', '鋼材'),
  'material:Ripstop nylon': zh('防撕裂尼龙', '抗撕裂尼龍'),
  'material:EPUB and PDF': zh('EPUB 和 PDF', 'EPUB 和 PDF'),
  'material:FLAC and MP3': zh('FLAC 和 MP3', 'FLAC 和 MP3'),
};

/** By the shipping method's English name. */
export const SHIPPING_NAMES: Record<string, Translated> = {
  Economy: zh('经济配送', '經濟運送'),
  Standard: zh('标准配送', '標準運送'),
  'Free shipping': zh('免运费', '免運費'),
  Express: zh('特快配送', '快速到貨'),
};

/** The sentences every product description is made of (seed.ts writes the English ones). */
export const DESCRIPTION_PHRASES = {
  range: {
    ZH_HANS: (name: string, range: string, material: string) =>
      `${name}属于我们的${range}系列。材质：${material}。`,
    ZH_HANT: (name: string, range: string, material: string) =>
      `${name}是我們${range}系列的一員。材質：${material}。`,
  } satisfies Record<DemoLanguage, (name: string, range: string, material: string) => string>,
  shipsSoon: zh('两个工作日内发货', '兩個工作天內出貨'),
  byEmail: zh('通过电子邮件即时送达', '以電子郵件即時寄送'),
  returns: zh('未使用的商品 30 天内可退货', '未使用商品享 30 天退貨'),
};
