import { describe, expect, it } from 'vitest';
import { launchPayload, readLaunchQuery } from './launch-query';

const context = { language: 'EN', title: 'Lottery', labelName: 'Gold', backUrl: 'https://m.demo.test/m/home' };

describe('readLaunchQuery: "/m/launchGame?… prize_mode plus code, or vendor plus code for the Vietnam lottery" (shell §2)', () => {
  it.each(['LOTT', 'VIETNAM_LOTTO', 'vietnam_lotto'])('vendor %s is the Vietnam lottery', (vendor) => {
    expect(readLaunchQuery(`?vendor=${vendor}&code=HN`)).toMatchObject({ form: 'vietnam', vendor: vendor.toUpperCase(), code: 'HN' });
  });

  it('prize_mode (or another vendor) is the Southeast-Asia form', () => {
    expect(readLaunchQuery('?prize_mode=1&code=K3&playType=dx&backUrl=%2Fm%2Fhome')).toEqual({
      form: 'sea',
      vendor: null,
      prizeMode: '1',
      code: 'K3',
      playType: 'dx',
      backUrl: '/m/home',
      lottoView: 'betting',
    });
    expect(readLaunchQuery('?vendor=ELOTT&code=lobby').form).toBe('sea');
  });

  it('"code is lobby for the lottery lobby": no code is the lobby, and lottoView follows it unless asked', () => {
    expect(readLaunchQuery('')).toMatchObject({ code: 'lobby', lottoView: 'lobby' });
    expect(readLaunchQuery('?code=HN')).toMatchObject({ lottoView: 'betting' });
    expect(readLaunchQuery('?code=HN&lottoView=lobby')).toMatchObject({ lottoView: 'lobby' });
    expect(readLaunchQuery('?code=lobby&lottoView=BETTING')).toMatchObject({ lottoView: 'betting' });
    expect(readLaunchQuery('?code=HN&lottoView=other')).toMatchObject({ lottoView: 'betting' });
  });

  it('query values are read trimmed, and a blank one is none ("code defaults to lobby", docs/decisions.md "Game launch and the game view")', () => {
    expect(readLaunchQuery('?vendor=%20lott%20&code=%20HN%20&playType=%20dx%20&backUrl=%20%2Fm%2Fhome%20')).toMatchObject({
      form: 'vietnam',
      vendor: 'LOTT',
      code: 'HN',
      playType: 'dx',
      backUrl: '/m/home',
    });
    expect(readLaunchQuery('?code=%20%20&prize_mode=%20&playType=%20')).toMatchObject({ code: 'lobby', lottoView: 'lobby', prizeMode: null, playType: null });
  });
});

describe('launchPayload: "lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device MOBILE, backUrl, hasLobby, language, title, labelName; alternate form uses lottoMode SEA_Tradition_Mobile" (player-journey §7)', () => {
  it('the Vietnam form', () => {
    expect(launchPayload(readLaunchQuery('?vendor=LOTT&code=HCM&lottoView=betting'), context)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'HCM',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: 'https://m.demo.test/m/home',
      hasLobby: true,
      language: 'EN',
      title: 'Lottery',
      labelName: 'Gold',
    });
  });

  it('the Southeast-Asia form: lottoMode instead of lottoArea and launchMode; prize mode and play type passed on', () => {
    const body = launchPayload(readLaunchQuery('?prize_mode=2&code=K3&playType=dx'), context);
    expect(body).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile', lottoPrizeMode: '2', lottoGameCode: 'K3', playType: 'dx', device: 'MOBILE' });
    expect(body).not.toHaveProperty('lottoArea');
    expect(body).not.toHaveProperty('launchMode');
  });

  it('"VI for game launch" when no language is set; no labelName without a VIP label', () => {
    const body = launchPayload(readLaunchQuery('?code=lobby'), { ...context, language: ' ', labelName: null });
    expect(body.language).toBe('VI');
    expect(body).not.toHaveProperty('labelName');
    expect(body).not.toHaveProperty('lottoPrizeMode');
  });
});
