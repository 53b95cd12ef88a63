/**
 * DEMO1's player-visible content in the request's Language (CN, TH, VI, AR; English otherwise). The seeds
 * stay in English: handlers translate at answer time. DEMO2 is a Portuguese merchant and is left as seeded.
 */

export const TRANSLATED_LANGUAGES = ['CN', 'TH', 'VI', 'AR'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The merchants whose seeded English content is translated. */
const LOCALIZED_MERCHANTS: ReadonlySet<string> = new Set(['DEMO1']);

/**
 * Each English string as seeded, to its translations. Announcement HTML is translated run by run (the text
 * between tags), so a sentence split by inline tags (`<b>`, `<a>`) has one entry per run, each written for
 * its place in the sentence; leading and trailing spaces are part of the key.
 */
const TRANSLATIONS: Readonly<Record<string, Readonly<Record<TranslatedLanguage, string>>>> = {
  // Game lanes (seed-games.ts).
  'Hot lottery': { CN: '热门彩票', TH: 'หวยยอดนิยม', VI: 'Xổ số nổi bật', AR: 'اليانصيب الرائج' },
  'Live casino': { CN: '真人娱乐场', TH: 'คาสิโนสด', VI: 'Casino trực tiếp', AR: 'الكازينو المباشر' },
  Slots: { CN: '老虎机', TH: 'สล็อต', VI: 'Nổ hũ', AR: 'ماكينات السلوت' },
  'Card games': { CN: '棋牌游戏', TH: 'เกมไพ่', VI: 'Game bài', AR: 'ألعاب الورق' },

  // Game cards (seed-games.ts). Tongits and Pusoy are the games' own names: not translated.
  'Lottery lobby': { CN: '彩票大厅', TH: 'ล็อบบี้หวย', VI: 'Sảnh xổ số', AR: 'ردهة اليانصيب' },
  'Fast 3': { CN: '快3', TH: 'ด่วน 3', VI: 'Nhanh 3', AR: 'السريع 3' },
  'Lucky 5': { CN: '幸运5', TH: 'โชคดี 5', VI: 'May mắn 5', AR: 'المحظوظ 5' },
  'Hanoi lottery': { CN: '河内彩票', TH: 'หวยฮานอย', VI: 'Xổ số Hà Nội', AR: 'يانصيب هانوي' },
  'Ho Chi Minh lottery': { CN: '胡志明彩票', TH: 'หวยโฮจิมินห์', VI: 'Xổ số Hồ Chí Minh', AR: 'يانصيب هو تشي منه' },
  'Thai lottery': { CN: '泰国彩票', TH: 'หวยไทย', VI: 'Xổ số Thái Lan', AR: 'اليانصيب التايلاندي' },
  Baccarat: { CN: '百家乐', TH: 'บาคาร่า', VI: 'Bài Baccarat', AR: 'باكارا' },
  Roulette: { CN: '轮盘', TH: 'รูเล็ต', VI: 'Cò quay', AR: 'الروليت' },
  Blackjack: { CN: '二十一点', TH: 'แบล็กแจ็ก', VI: 'Xì dách', AR: 'بلاك جاك' },
  'Sic Bo': { CN: '骰宝', TH: 'ไฮโล', VI: 'Tài xỉu', AR: 'سيك بو' },
  'Dragon Tiger': { CN: '龙虎', TH: 'เสือมังกร', VI: 'Rồng Hổ', AR: 'التنين والنمر' },
  'Lucky Fruits': { CN: '幸运水果', TH: 'ผลไม้นำโชค', VI: 'Trái cây may mắn', AR: 'الفواكه المحظوظة' },
  'Golden Dragon': { CN: '金龙', TH: 'มังกรทอง', VI: 'Rồng vàng', AR: 'التنين الذهبي' },
  'Mega Gems': { CN: '超级宝石', TH: 'อัญมณียักษ์', VI: 'Siêu đá quý', AR: 'الجواهر العملاقة' },
  'Pirate Gold': { CN: '海盗黄金', TH: 'ทองคำโจรสลัด', VI: 'Vàng hải tặc', AR: 'ذهب القراصنة' },
  'Jungle Wilds': { CN: '狂野丛林', TH: 'ป่าดงดิบสุดป่วน', VI: 'Rừng hoang dã', AR: 'براري الغابة' },
  'Star Spins': { CN: '星光转轮', TH: 'หมุนดวงดาว', VI: 'Vòng quay ngôi sao', AR: 'دورات النجوم' },
  'Fortune Koi': { CN: '招财锦鲤', TH: 'ปลาคาร์ปนำโชค', VI: 'Cá chép tài lộc', AR: 'سمكة الكوي المحظوظة' },
  'Lucky 9': { CN: '幸运9', TH: 'เก้านำโชค', VI: 'May mắn 9', AR: 'المحظوظ 9' },
  "Texas Hold'em": { CN: '德州扑克', TH: 'เท็กซัสโฮลเด็ม', VI: 'Xì tố Texas', AR: 'تكساس هولدم' },
  Mahjong: { CN: '麻将', TH: 'ไพ่นกกระจอก', VI: 'Mạt chược', AR: 'ماجونغ' },

  // Popup and app-download titles (seed-content.ts).
  'Welcome back': { CN: '欢迎回来', TH: 'ยินดีต้อนรับกลับมา', VI: 'Chào mừng bạn trở lại', AR: 'مرحبًا بعودتك' },
  'Join today': { CN: '立即加入', TH: 'สมัครวันนี้', VI: 'Tham gia ngay hôm nay', AR: 'انضم اليوم' },
  'First login gift': { CN: '首次登录礼包', TH: 'ของขวัญเข้าสู่ระบบครั้งแรก', VI: 'Quà đăng nhập lần đầu', AR: 'هدية أول تسجيل دخول' },
  'Weekend jackpot': { CN: '周末大奖', TH: 'แจ็กพอตสุดสัปดาห์', VI: 'Giải độc đắc cuối tuần', AR: 'الجائزة الكبرى لنهاية الأسبوع' },
  'New draw rules': { CN: '开奖新规则', TH: 'กติกาการออกรางวัลใหม่', VI: 'Thể lệ quay thưởng mới', AR: 'قواعد السحب الجديدة' },
  'Get the app': { CN: '下载应用', TH: 'ดาวน์โหลดแอป', VI: 'Tải ứng dụng', AR: 'حمّل التطبيق' },

  // Popup contents, run by run (seed-content.ts).
  'Daily draws at 9 pm.': { CN: '每日晚上9点开奖。', TH: 'ออกรางวัลทุกวันเวลา 21:00 น.', VI: 'Quay thưởng hằng ngày lúc 21 giờ.', AR: 'سحوبات يومية الساعة 9 مساءً.' },
  'Register and get a bonus.': { CN: '注册即可领取奖金。', TH: 'สมัครสมาชิกแล้วรับโบนัสเลย', VI: 'Đăng ký và nhận tiền thưởng.', AR: 'سجّل واحصل على مكافأة.' },
  'Your gift is ready.': { CN: '您的礼物已准备好。', TH: 'ของขวัญของคุณพร้อมแล้ว', VI: 'Quà của bạn đã sẵn sàng.', AR: 'هديتك جاهزة.' },
  ': draws every hour from Friday 6 pm.': {
    CN: '：周五晚6点起每小时开奖。',
    TH: ': ออกรางวัลทุกชั่วโมง ตั้งแต่วันศุกร์เวลา 18:00 น.',
    VI: ': quay thưởng mỗi giờ từ 18 giờ thứ Sáu.',
    AR: ': سحب كل ساعة ابتداءً من الساعة 6 مساء الجمعة.',
  },
  'See the rules': { CN: '查看规则', TH: 'ดูกติกา', VI: 'Xem thể lệ', AR: 'اطّلع على القواعد' },
  ' or ': { CN: '或', TH: ' หรือ ', VI: ' hoặc ', AR: ' أو ' },
  'open the activity': { CN: '前往活动页面', TH: 'เปิดหน้ากิจกรรม', VI: 'mở trang sự kiện', AR: 'افتح صفحة النشاط' },
  'From 1 June the daily draw closes ': {
    CN: '自6月1日起，每日开奖将于开奖结果公布前',
    TH: 'ตั้งแต่วันที่ 1 มิถุนายน การออกรางวัลประจำวันจะปิดรับ ',
    VI: 'Từ ngày 1/6, kỳ quay thưởng hằng ngày sẽ đóng ',
    AR: 'اعتبارًا من 1 يونيو، يُغلق السحب اليومي قبل ',
  },
  '10 minutes': { CN: '10分钟', TH: '10 นาที', VI: '10 phút', AR: '10 دقائق' },
  ' before the result.': { CN: '截止。', TH: ' ก่อนประกาศผล', VI: ' trước khi có kết quả.', AR: ' من إعلان النتيجة.' },
  'Tickets bought after the close go to the next draw.': {
    CN: '截止后购买的彩票将计入下一期开奖。',
    TH: 'ตั๋วที่ซื้อหลังปิดรับจะเข้าร่วมการออกรางวัลงวดถัดไป',
    VI: 'Vé mua sau giờ đóng sẽ được tính vào kỳ quay tiếp theo.',
    AR: 'التذاكر المشتراة بعد الإغلاق تدخل في السحب التالي.',
  },
  'Results are posted at 9:05 pm.': {
    CN: '开奖结果于晚上9:05公布。',
    TH: 'ประกาศผลเวลา 21:05 น.',
    VI: 'Kết quả được công bố lúc 21:05.',
    AR: 'تُعلن النتائج الساعة 9:05 مساءً.',
  },

  // Marquee lines (seed-content.ts).
  "Tonight's jackpot is ₱2,000,000: the draw closes at 8:50 pm.": {
    CN: '今晚大奖高达₱2,000,000：投注于晚上8:50截止。',
    TH: 'แจ็กพอตคืนนี้ ₱2,000,000 ปิดรับเวลา 20:50 น.',
    VI: 'Giải độc đắc tối nay là ₱2.000.000: kỳ quay đóng lúc 20:50.',
    AR: 'الجائزة الكبرى الليلة ₱2,000,000: يُغلق السحب الساعة 8:50 مساءً.',
  },
  'Congratulations to player J***9 on winning ₱85,000 in Fast 3!': {
    CN: '恭喜玩家 J***9 在快3中赢得₱85,000！',
    TH: 'ขอแสดงความยินดีกับผู้เล่น J***9 ที่ชนะ ₱85,000 จากด่วน 3!',
    VI: 'Chúc mừng người chơi J***9 đã thắng ₱85.000 ở Nhanh 3!',
    AR: 'تهانينا للاعب J***9 على فوزه بمبلغ ₱85,000 في السريع 3!',
  },
  "Deposits by e-wallet are back to normal after this morning's maintenance.": {
    CN: '今早维护已结束，电子钱包充值已恢复正常。',
    TH: 'การฝากเงินผ่านอีวอลเล็ตกลับมาใช้งานได้ตามปกติแล้ว หลังการปิดปรับปรุงระบบเมื่อเช้านี้',
    VI: 'Nạp tiền qua ví điện tử đã hoạt động bình thường trở lại sau đợt bảo trì sáng nay.',
    AR: 'عادت الإيداعات عبر المحفظة الإلكترونية إلى وضعها الطبيعي بعد صيانة هذا الصباح.',
  },

  // Promotion categories (seed-promotions.ts). VIP stays VIP.
  All: { CN: '全部', TH: 'ทั้งหมด', VI: 'Tất cả', AR: 'الكل' },
  Lottery: { CN: '彩票', TH: 'หวย', VI: 'Xổ số', AR: 'اليانصيب' },
  Deposit: { CN: '充值', TH: 'ฝากเงิน', VI: 'Nạp tiền', AR: 'الإيداع' },
  'Weekly events': { CN: '每周活动', TH: 'กิจกรรมประจำสัปดาห์', VI: 'Sự kiện hằng tuần', AR: 'فعاليات أسبوعية' },

  // Customer-service entry titles (seed-content.ts). Telegram is a brand: not translated.
  'Live chat': { CN: '在线客服', TH: 'แชทสด', VI: 'Chat trực tuyến', AR: 'الدردشة المباشرة' },
  'Old chat': { CN: '旧版客服', TH: 'แชทเดิม', VI: 'Kênh chat cũ', AR: 'الدردشة القديمة' },
  'VIP host': { CN: 'VIP专属客服', TH: 'ผู้ดูแล VIP', VI: 'Chăm sóc VIP', AR: 'مضيف VIP' },
};

function translatedLanguage(language: string | null): TranslatedLanguage | null {
  const code = language?.trim().toUpperCase() ?? '';
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? (code as TranslatedLanguage) : null;
}

/** `text` in `language` (a Language header value); unknown text, EN, another code or none: `text` unchanged. */
export function localized(text: string, language: string | null): string {
  const target = translatedLanguage(language);
  const entry = target && Object.hasOwn(TRANSLATIONS, text) ? TRANSLATIONS[text] : undefined;
  return entry && target ? entry[target] : text;
}

/** Server HTML with each text run between tags localized; tags and their attributes are left as they are. */
export function localizedHtml(html: string, language: string | null): string {
  if (!translatedLanguage(language)) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : localized(part, language)))
    .join('');
}

/** The language a merchant's content is translated to: the request's for DEMO1, none (as seeded) elsewhere. */
export function contentLanguage(merchantCode: string, language: string | null): string | null {
  return LOCALIZED_MERCHANTS.has(merchantCode) ? language : null;
}

/** Every English string the table translates (for tests). */
export function translatedTexts(): string[] {
  return Object.keys(TRANSLATIONS);
}
