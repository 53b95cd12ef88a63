import { humanise, type ArtKind, type ArtText } from './art';
import { gameArtTitles } from './seed-games';

/**
 * The words on the mock's pictures, keyed `{merchant}/{kind}/{name}` (the art path without `.svg`). Game
 * tiles and vendor plates take theirs from seed-games.ts; a name not listed shows itself, humanised.
 */
const TITLES: Readonly<Record<string, ArtText>> = {
  // Home banners (seed-content.ts): the title is also the banner's alt text.
  'DEMO1/banner/daily-lottery': { title: 'Daily lottery draw', subtitle: 'Draws every evening at 9 pm' },
  'DEMO1/banner/weekend-cashback': { title: 'Weekend cashback', subtitle: '10% back on every ticket' },
  'DEMO1/banner/vietnam-lottery': { title: 'Vietnam lottery', subtitle: 'Hanoi results live every day' },
  'DEMO1/banner/reward-center': { title: 'Reward centre', subtitle: 'Collect your daily rewards' },
  'DEMO1/banner/partner-offer': { title: 'Partner offer', subtitle: 'A special deal from our partner' },
  'DEMO1/banner/lucky-wheel': { title: 'Lucky wheel', subtitle: 'Spin to win up to ₱10,000' },
  'DEMO2/banner/oferta-parceiro': { title: 'Oferta do parceiro', subtitle: 'Condições especiais para você' },
  'DEMO2/banner/cashback-semanal': { title: 'Cashback semanal', subtitle: '10% de volta em cada aposta' },
  'DEMO2/banner/loteria-diaria': { title: 'Loteria diária', subtitle: 'Sorteios todas as noites às 21h' },
  'DEMO2/banner/bonus-deposito': { title: 'Bônus de depósito', subtitle: '100% no primeiro depósito' },
  'DEMO2/banner/loteria-vietna': { title: 'Loteria do Vietnã', subtitle: 'Resultados de Ho Chi Minh ao vivo' },
  'DEMO2/banner/roda-da-sorte': { title: 'Roda da sorte', subtitle: 'Gire e ganhe até R$ 5.000' },
  // Promotion categories (seed-promotions.ts).
  'DEMO1/promo/all': { title: 'All promotions', subtitle: 'Every offer in one place' },
  'DEMO1/promo/lottery': { title: 'Lottery', subtitle: 'Bonus tickets and jackpots' },
  'DEMO1/promo/deposit': { title: 'Deposit', subtitle: 'Extra on every top-up' },
  'DEMO1/promo/vip': { title: 'VIP', subtitle: 'Gifts for our best players' },
  'DEMO1/promo/weekly': { title: 'Weekly events', subtitle: 'New challenges every Monday' },
  'DEMO2/promo/all': { title: 'Todas as promoções', subtitle: 'Todas as ofertas num só lugar' },
  'DEMO2/promo/lottery': { title: 'Loteria', subtitle: 'Bilhetes bônus e prêmios' },
  'DEMO2/promo/deposit': { title: 'Depósito', subtitle: 'Extra em cada recarga' },
  'DEMO2/promo/vip': { title: 'VIP', subtitle: 'Presentes para os melhores jogadores' },
  'DEMO2/promo/weekly': { title: 'Eventos semanais', subtitle: 'Novos desafios toda segunda' },
  // Pictures inside announcement HTML and the app-download background.
  'DEMO1/image/app-download': { title: 'Get the app', subtitle: 'Faster draws and instant results' },
  'DEMO1/image/daily-draw': { title: "Tonight's draw", subtitle: 'Results at 9:05 pm' },
  'DEMO1/image/app-background': { title: 'Demo Lottery One', subtitle: 'Play anywhere' },
  'DEMO2/image/app-download': { title: 'Baixe o app', subtitle: 'Sorteios mais rápidos' },
  'DEMO2/image/sorteio-diario': { title: 'Sorteio de hoje', subtitle: 'Resultados às 21h05' },
  'DEMO2/image/app-background': { title: 'Demo Loteria Dois', subtitle: 'Jogue em qualquer lugar' },
  // The merchants' logos (mobileTemplate.image_logo).
  'DEMO1/vendor/logo': { title: 'Demo Lottery One', subtitle: 'DEMO1' },
  'DEMO2/vendor/logo': { title: 'Demo Loteria Dois', subtitle: 'DEMO2' },
};

let all: Readonly<Record<string, ArtText>> | null = null;

/** The words of one picture: from the tables, else the humanised file name. */
export function artWords(merchant: string, kind: ArtKind, name: string): ArtText {
  all ??= { ...gameArtTitles(), ...TITLES };
  return all[`${merchant}/${kind}/${name}`] ?? { title: humanise(name) };
}

/** A listed picture's title (banner alt text); throws on a name not listed, so a seed typo fails the tests. */
export function artTitle(merchant: string, kind: ArtKind, name: string): string {
  const words = TITLES[`${merchant}/${kind}/${name}`];
  if (!words) throw new Error(`no art title for ${merchant}/${kind}/${name}`);
  return words.title;
}
