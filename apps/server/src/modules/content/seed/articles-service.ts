import { type ArticleSeed, type BrandFacts, h, link, note, ol, p, table, ul } from './blocks.ts';

/** Virtual currency, TRC20 vs ERC20, the technical/security FAQ (index + articles) and contact. */
export function serviceArticles(b: BrandFacts): ArticleSeed[] {
  return [
    {
      slug: 'knowVirtualCurrency',
      category: 'crypto',
      title: '认识虚拟货币',
      summary: '什么是 USDT、钱包地址与链上确认',
      sort: 10,
      body: [
        h('什么是虚拟货币'),
        p('虚拟货币是记录在区块链上的数字资产。转账由网络中的节点共同记账，记录公开且无法篡改。'),
        h('什么是 USDT'),
        p('USDT 是一种与美元挂钩的稳定币，1 USDT 的价值约等于 1 美元，价格波动很小，因此常用于充值与提现。'),
        h('钱包与地址'),
        ul(
          '钱包地址相当于收款账号，可以公开给他人用于转账。',
          '私钥或助记词相当于密码，任何情况下都不要告诉任何人，包括客服。',
          '不同网络（协议）的地址格式不同，转账前必须确认网络一致。',
        ),
        h('链上确认'),
        p(`一笔转账被打包进区块后，每增加一个后续区块就多一个确认。${b.name}在 3 个确认后为您入账。`),
        link('TRC20 与 ERC20 的区别', '/tutorial/protocolDifference'),
      ],
    },
    {
      slug: 'protocolDifference',
      category: 'crypto',
      title: 'TRC20 与 ERC20 的区别',
      summary: '两种 USDT 网络的地址、手续费与到账速度',
      sort: 20,
      body: [
        p(
          'USDT 同时发行在多条区块链上。最常用的是波场（TRON）上的 TRC20 与以太坊上的 ERC20，两者是不同网络，地址互不相通。',
        ),
        table(
          ['对比项', 'TRC20（波场）', 'ERC20（以太坊）'],
          [
            ['地址格式', '以 T 开头，34 位', '以 0x 开头，42 位'],
            ['网络手续费', '较低，通常消耗能量或少量 TRX', '较高，随网络拥堵波动，以 ETH 支付'],
            ['到账速度', '约 1 分钟', '数分钟，拥堵时更久'],
            ['本站充值', '支持', '暂不支持充值，可绑定为提现地址'],
          ],
        ),
        note(
          '把 ERC20 的 USDT 转到 TRC20 地址（或反过来）会导致资产无法找回。转账前请核对地址开头与所选网络。',
        ),
        link('如何存款', '/tutorial/deposit'),
      ],
    },
    {
      slug: 'tech',
      category: 'tech',
      title: '技术与安全',
      summary: '账户安全、设备与浏览器、数据保护',
      sort: 10,
      body: [
        p(`这里汇集了${b.name}的技术与安全问题解答，点击下面的条目查看详情。`),
        link('如何保护我的账户安全？', '/tutorial/techDetail?id=tech-account'),
        link('支持哪些设备和浏览器？', '/tutorial/techDetail?id=tech-devices'),
        link('我的资料与资金如何受保护？', '/tutorial/techDetail?id=tech-data'),
        link('页面打不开或加载很慢怎么办？', '/tutorial/techDetail?id=tech-network'),
      ],
    },
    {
      slug: 'tech-account',
      category: 'tech',
      title: '如何保护我的账户安全？',
      summary: '密码、资金密码与登录设备',
      sort: 20,
      body: [
        ul(
          '登录密码请使用字母与数字组合，不要与其他网站相同。',
          '资金密码与登录密码分开设置，取款时需要验证。',
          '绑定手机与邮箱，忘记密码时可通过验证码找回。',
          '在公共设备上使用后请退出登录；修改密码后，其他设备上的登录会失效。',
          '客服不会向您索要密码、验证码或私钥。',
        ),
      ],
    },
    {
      slug: 'tech-devices',
      category: 'tech',
      title: '支持哪些设备和浏览器？',
      summary: '手机版与电脑版、添加到桌面',
      sort: 30,
      body: [
        p('手机访问自动进入手机版，电脑访问进入电脑版。推荐使用最新版的 Chrome、Safari、Edge 或 Firefox。'),
        p('手机浏览器中可选择「添加到主屏幕」，像 App 一样从桌面打开。'),
      ],
    },
    {
      slug: 'tech-data',
      category: 'tech',
      title: '我的资料与资金如何受保护？',
      summary: '加密传输、密码保护与复式记账',
      sort: 40,
      body: [
        ul(
          '全站使用 HTTPS 加密传输；登录密码在浏览器端先加密再发送，服务器只保存不可逆的哈希。',
          '每一笔资金变动都以复式记账记录，余额不会凭空增减，并有每日对账。',
          '银行卡号、手机号等资料在页面上部分隐藏显示。',
        ),
      ],
    },
    {
      slug: 'tech-network',
      category: 'tech',
      title: '页面打不开或加载很慢怎么办？',
      summary: '网络、缓存与备用网址',
      sort: 50,
      body: [
        ol(
          '切换 Wi-Fi 与移动网络后重试。',
          '清除浏览器缓存，或使用无痕模式打开。',
          '通过官方公布的备用网址访问；请勿使用来历不明的链接。',
          '问题仍未解决，请联系在线客服并告知您的网络环境。',
        ),
      ],
    },
    {
      slug: 'contact',
      category: 'service',
      title: '联系我们',
      summary: '在线客服、留言与服务时间',
      sort: 10,
      body: [
        p(`${b.name}客服团队 7×24 小时在线，为您解答账户、存取款与游戏问题。`),
        h('联系方式'),
        ul(
          '在线客服：点击底部或顶部的「客服」进入，即时对话。',
          '留言反馈：非紧急问题可以留言，客服会在 24 小时内回复。',
          '会员中心的「意见反馈」可附图片提交问题，并查看处理进度。',
        ),
        link('进入在线客服', '/app/customer'),
        link('给我们留言', '/tutorial/leaveMsg'),
        note('请认准站内客服入口，我们不会通过私人账号主动联系您索要资金或验证码。'),
      ],
    },
  ];
}
