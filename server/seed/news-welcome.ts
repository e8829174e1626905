/** "Welcome to Pipwise": what the app offers, and the demo account beside the real one. */
export const WELCOME = {
  hk: {
    title: "歡迎使用 Pipwise",
    desc: "外匯、貴金屬、能源、指數、加密貨幣及股票的即時報價、圖表與交易，更可先以模擬帳戶練習。",
    content: `Pipwise 把環球市場帶到你的手機：隨時查看報價、分析圖表，輕觸幾下即可交易。

## 你可以做甚麼

- 查看外匯、貴金屬、能源、指數、加密貨幣及股票的即時報價和圖表。
- 按手數買入或賣出，自選槓桿，並為每筆持倉設定止損和止盈。
- 在同一處查看持倉、掛單及交易歷史。
- 在帳戶內存款、提款及完成實名認證。

## 模擬帳戶還是真實帳戶

- **模擬帳戶**：以虛擬資金按真實市價交易，無需註冊或存款，並可隨時重設。這是熟悉應用程式、測試交易想法的最佳地方。
- **真實帳戶**：以電郵或手機號碼註冊，完成實名認證並存入資金。盈虧均為真實。

如有任何疑問，歡迎透過在線客服聯絡我們的團隊。
`,
  },
  en: {
    title: "Welcome to Pipwise",
    desc: "Live prices, charts and trading in forex, metals, energy, indices, crypto and stocks, with a demo account to practise first.",
    content: `Pipwise brings the world's markets to your phone: follow prices, read the charts and trade in a few taps.

## What you can do

- Follow live quotes and charts for forex, metals, energy, indices, crypto and stocks.
- Buy or sell in lots with the leverage you choose, and protect every position with a stop loss and a take profit.
- See your open positions, pending orders and trade history in one place.
- Deposit, withdraw and verify your identity from your account.

## Demo account or real account

- **Demo account**: trade with virtual money at real market prices. No registration or deposit is needed, and you can reset it whenever you like. It is the best place to learn the app and test your ideas.
- **Real account**: register with your e-mail address or mobile number, verify your identity and deposit funds. Gains and losses are real.

If you have a question, our team is here for you in the support chat.
`,
  },
  jp: {
    title: "Pipwise へようこそ",
    desc: "FX、貴金属、エネルギー、株価指数、暗号資産、株式のリアルタイムレート・チャート・取引。まずはデモ口座で練習できます。",
    content: `Pipwise なら、世界のマーケットがスマートフォンの中に。レートを確認し、チャートを分析して、数タップで取引できます。

## できること

- FX、貴金属、エネルギー、株価指数、暗号資産、株式のリアルタイムレートとチャートを確認できます。
- お好みのレバレッジでロット単位の売買ができ、すべてのポジションに損切り（ストップロス）と利確（テイクプロフィット）を設定できます。
- 保有ポジション、待機注文、取引履歴をひとつの画面で確認できます。
- 入金・出金・本人確認はアカウント画面から行えます。

## デモ口座とリアル口座

- **デモ口座**：実際の市場価格で、仮想資金を使って取引できます。登録も入金も不要で、いつでもリセットできます。アプリに慣れたり、取引のアイデアを試したりするのに最適です。
- **リアル口座**：メールアドレスまたは携帯電話番号で登録し、本人確認と入金を済ませるとご利用いただけます。損益はすべて実際の資金に反映されます。

ご不明な点があれば、サポートチャットでお気軽にお問い合わせください。
`,
  },
  kr: {
    title: "Pipwise에 오신 것을 환영합니다",
    desc: "외환, 귀금속, 에너지, 지수, 암호화폐, 주식의 실시간 시세와 차트, 거래를 한곳에서. 먼저 모의 계좌로 연습해 보세요.",
    content: `Pipwise로 전 세계 시장을 손안에서 만나 보세요. 시세를 확인하고 차트를 분석한 뒤 몇 번의 터치로 거래할 수 있습니다.

## 이용할 수 있는 기능

- 외환, 귀금속, 에너지, 지수, 암호화폐, 주식의 실시간 시세와 차트를 확인할 수 있습니다.
- 원하는 레버리지로 랏 단위 매수·매도를 하고, 모든 포지션에 손절(스톱로스)과 익절(테이크프로핏)을 설정할 수 있습니다.
- 보유 포지션, 대기 주문, 거래 내역을 한곳에서 확인할 수 있습니다.
- 계정 메뉴에서 입금, 출금, 본인 인증을 진행할 수 있습니다.

## 모의 계좌와 실거래 계좌

- **모의 계좌**: 실제 시장 가격으로 가상 자금을 사용해 거래합니다. 회원가입이나 입금이 필요 없고 언제든지 초기화할 수 있습니다. 앱에 익숙해지고 거래 아이디어를 시험해 보기에 가장 좋은 방법입니다.
- **실거래 계좌**: 이메일 또는 휴대폰 번호로 가입한 뒤 본인 인증과 입금을 완료하면 이용할 수 있습니다. 손익은 모두 실제 자금에 반영됩니다.

궁금한 점이 있으면 상담 채팅으로 언제든지 문의해 주세요.
`,
  },
  th: {
    title: "ยินดีต้อนรับสู่ Pipwise",
    desc: "ราคาแบบเรียลไทม์ กราฟ และการเทรดฟอเร็กซ์ โลหะมีค่า พลังงาน ดัชนี คริปโต และหุ้น พร้อมบัญชีทดลองให้ฝึกก่อน",
    content: `Pipwise นำตลาดทั่วโลกมาไว้บนมือถือของคุณ ติดตามราคา วิเคราะห์กราฟ และเทรดได้ในไม่กี่แตะ

## สิ่งที่คุณทำได้

- ติดตามราคาและกราฟแบบเรียลไทม์ของฟอเร็กซ์ โลหะมีค่า พลังงาน ดัชนี คริปโต และหุ้น
- ซื้อหรือขายเป็นล็อตด้วยเลเวอเรจที่คุณเลือก และตั้งจุดตัดขาดทุน (Stop Loss) และจุดทำกำไร (Take Profit) ให้ทุกสถานะ
- ดูสถานะที่ถืออยู่ คำสั่งที่รอดำเนินการ และประวัติการเทรดได้ในที่เดียว
- ฝากเงิน ถอนเงิน และยืนยันตัวตนได้จากบัญชีของคุณ

## บัญชีทดลองหรือบัญชีจริง

- **บัญชีทดลอง**: เทรดด้วยเงินเสมือนที่ราคาตลาดจริง ไม่ต้องสมัครสมาชิกหรือฝากเงิน และรีเซ็ตได้ทุกเมื่อ เหมาะที่สุดสำหรับทำความคุ้นเคยกับแอปและทดสอบแนวคิดการเทรดของคุณ
- **บัญชีจริง**: สมัครด้วยอีเมลหรือหมายเลขโทรศัพท์มือถือ ยืนยันตัวตน และฝากเงิน กำไรและขาดทุนเป็นเงินจริงทั้งหมด

หากมีคำถาม ทีมงานของเราพร้อมช่วยเหลือคุณผ่านแชทกับเจ้าหน้าที่
`,
  },
  vn: {
    title: "Chào mừng bạn đến với Pipwise",
    desc: "Giá trực tiếp, biểu đồ và giao dịch ngoại hối, kim loại, năng lượng, chỉ số, tiền mã hóa và cổ phiếu, cùng tài khoản demo để luyện tập trước.",
    content: `Pipwise đưa thị trường toàn cầu đến điện thoại của bạn: theo dõi giá, phân tích biểu đồ và giao dịch chỉ với vài lần chạm.

## Bạn có thể làm gì

- Theo dõi giá và biểu đồ trực tiếp của ngoại hối, kim loại, năng lượng, chỉ số, tiền mã hóa và cổ phiếu.
- Mua hoặc bán theo lot với đòn bẩy bạn chọn, và đặt cắt lỗ (stop loss) cùng chốt lời (take profit) cho mọi vị thế.
- Xem vị thế đang mở, lệnh chờ và lịch sử giao dịch tại một nơi.
- Nạp tiền, rút tiền và xác minh danh tính ngay trong tài khoản của bạn.

## Tài khoản demo hay tài khoản thực

- **Tài khoản demo**: giao dịch bằng tiền ảo theo giá thị trường thực. Không cần đăng ký hay nạp tiền, và bạn có thể đặt lại bất cứ lúc nào. Đây là nơi tốt nhất để làm quen với ứng dụng và thử nghiệm ý tưởng giao dịch.
- **Tài khoản thực**: đăng ký bằng email hoặc số điện thoại di động, xác minh danh tính và nạp tiền. Lãi và lỗ đều là tiền thật.

Nếu bạn có câu hỏi, đội ngũ của chúng tôi luôn sẵn sàng hỗ trợ qua kênh hỗ trợ trực tuyến.
`,
  },
  fr: {
    title: "Bienvenue sur Pipwise",
    desc: "Cours en direct, graphiques et trading sur le forex, les métaux, l'énergie, les indices, les cryptomonnaies et les actions, avec un compte démo pour vous entraîner d'abord.",
    content: `Pipwise met les marchés mondiaux dans votre téléphone : suivez les cours, analysez les graphiques et passez vos ordres en quelques gestes.

## Ce que vous pouvez faire

- Suivre en direct les cours et les graphiques du forex, des métaux, de l'énergie, des indices, des cryptomonnaies et des actions.
- Acheter ou vendre en lots avec l'effet de levier de votre choix, et protéger chaque position par un stop de perte et une prise de bénéfices.
- Retrouver vos positions ouvertes, vos ordres en attente et votre historique au même endroit.
- Effectuer vos dépôts et retraits et vérifier votre identité depuis votre compte.

## Compte démo ou compte réel

- **Compte démo** : tradez avec de l'argent virtuel aux prix réels du marché. Aucune inscription ni aucun dépôt n'est nécessaire, et vous pouvez le réinitialiser à tout moment. C'est l'endroit idéal pour découvrir l'application et tester vos idées.
- **Compte réel** : inscrivez-vous avec votre adresse e-mail ou votre numéro de mobile, vérifiez votre identité et déposez des fonds. Les gains comme les pertes sont réels.

Une question ? Notre équipe vous répond dans le chat d'assistance.
`,
  },
  de: {
    title: "Willkommen bei Pipwise",
    desc: "Echtzeitkurse, Charts und Handel mit Devisen, Metallen, Energie, Indizes, Kryptowährungen und Aktien – mit einem Demokonto zum Üben.",
    content: `Mit Pipwise haben Sie die Weltmärkte auf Ihrem Smartphone: Kurse verfolgen, Charts analysieren und mit wenigen Fingertipps handeln.

## Was Sie hier tun können

- Echtzeitkurse und Charts für Devisen, Metalle, Energie, Indizes, Kryptowährungen und Aktien verfolgen.
- In Lots kaufen oder verkaufen, mit dem Hebel Ihrer Wahl, und jede Position mit Stop-Loss und Take-Profit absichern.
- Offene Positionen, ausstehende Orders und Ihren Handelsverlauf an einem Ort sehen.
- Ein- und Auszahlungen vornehmen und Ihre Identität direkt in Ihrem Konto bestätigen.

## Demokonto oder Echtgeldkonto

- **Demokonto**: Handeln Sie mit virtuellem Geld zu echten Marktpreisen. Sie brauchen weder eine Registrierung noch eine Einzahlung und können das Konto jederzeit zurücksetzen. Ideal, um die App kennenzulernen und Ihre Ideen zu testen.
- **Echtgeldkonto**: Registrieren Sie sich mit Ihrer E-Mail-Adresse oder Handynummer, bestätigen Sie Ihre Identität und zahlen Sie Geld ein. Gewinne und Verluste sind real.

Haben Sie Fragen? Unser Team hilft Ihnen gerne im Support-Chat.
`,
  },
  ru: {
    title: "Добро пожаловать в Pipwise",
    desc: "Котировки в реальном времени, графики и торговля валютами, металлами, энергоносителями, индексами, криптовалютами и акциями — с демо-счётом для тренировки.",
    content: `Pipwise — мировые рынки в вашем телефоне: следите за котировками, анализируйте графики и совершайте сделки в несколько касаний.

## Что вы можете делать

- Следить за котировками и графиками валют, металлов, энергоносителей, индексов, криптовалют и акций в реальном времени.
- Покупать и продавать лотами с выбранным кредитным плечом и защищать каждую позицию стоп-лоссом и тейк-профитом.
- Видеть открытые позиции, отложенные ордера и историю сделок в одном месте.
- Пополнять счёт, выводить средства и проходить верификацию личности прямо в своём аккаунте.

## Демо-счёт или реальный счёт

- **Демо-счёт**: торгуйте виртуальными деньгами по реальным рыночным ценам. Регистрация и пополнение не нужны, а сбросить счёт можно в любой момент. Это лучший способ освоить приложение и проверить свои идеи.
- **Реальный счёт**: зарегистрируйтесь по электронной почте или номеру мобильного телефона, подтвердите личность и пополните счёт. Прибыль и убытки здесь реальные.

Если у вас есть вопросы, наша команда готова помочь в чате поддержки.
`,
  },
  spa: {
    title: "Bienvenido a Pipwise",
    desc: "Precios en tiempo real, gráficos y trading de divisas, metales, energía, índices, criptomonedas y acciones, con una cuenta demo para practicar primero.",
    content: `Pipwise pone los mercados mundiales en tu móvil: sigue los precios, analiza los gráficos y opera con unos pocos toques.

## Qué puedes hacer

- Seguir en tiempo real los precios y gráficos de divisas, metales, energía, índices, criptomonedas y acciones.
- Comprar o vender por lotes con el apalancamiento que elijas, y proteger cada posición con un límite de pérdidas (stop loss) y una toma de ganancias (take profit).
- Ver tus posiciones abiertas, órdenes pendientes e historial de operaciones en un solo lugar.
- Depositar y retirar fondos y verificar tu identidad desde tu cuenta.

## Cuenta demo o cuenta real

- **Cuenta demo**: opera con dinero virtual a precios reales de mercado. No necesitas registrarte ni depositar, y puedes reiniciarla cuando quieras. Es el mejor lugar para conocer la aplicación y probar tus ideas.
- **Cuenta real**: regístrate con tu correo electrónico o número de móvil, verifica tu identidad y deposita fondos. Las ganancias y las pérdidas son reales.

Si tienes alguna pregunta, nuestro equipo te atiende en el chat de soporte.
`,
  },
  pt: {
    title: "Bem-vindo à Pipwise",
    desc: "Cotações em tempo real, gráficos e negociação de forex, metais, energia, índices, criptomoedas e ações, com uma conta demo para praticar primeiro.",
    content: `A Pipwise coloca os mercados mundiais no seu celular: acompanhe as cotações, analise os gráficos e negocie com poucos toques.

## O que você pode fazer

- Acompanhar em tempo real as cotações e os gráficos de forex, metais, energia, índices, criptomoedas e ações.
- Comprar ou vender em lotes com a alavancagem que escolher e proteger cada posição com limite de perda (stop loss) e realização de lucro (take profit).
- Ver suas posições abertas, ordens pendentes e histórico de negociações em um só lugar.
- Fazer depósitos e saques e verificar sua identidade na sua conta.

## Conta demo ou conta real

- **Conta demo**: negocie com dinheiro virtual a preços reais de mercado. Não é preciso se cadastrar nem depositar, e você pode redefini-la quando quiser. É o melhor lugar para conhecer o aplicativo e testar suas ideias.
- **Conta real**: cadastre-se com seu e-mail ou número de celular, verifique sua identidade e deposite fundos. Os ganhos e as perdas são reais.

Tem alguma dúvida? Nossa equipe está à disposição no chat de suporte.
`,
  },
  ar: {
    title: "مرحبًا بك في Pipwise",
    desc: "أسعار مباشرة ورسوم بيانية وتداول في العملات والمعادن والطاقة والمؤشرات والعملات المشفرة والأسهم، مع حساب تجريبي للتدرّب أولًا.",
    content: `يضع Pipwise الأسواق العالمية بين يديك على هاتفك: تابع الأسعار، وحلّل الرسوم البيانية، وتداول ببضع لمسات.

## ما يمكنك فعله

- متابعة الأسعار والرسوم البيانية المباشرة للعملات والمعادن والطاقة والمؤشرات والعملات المشفرة والأسهم.
- الشراء أو البيع باللوت بالرافعة المالية التي تختارها، وحماية كل صفقة بأمر وقف الخسارة وأمر جني الأرباح.
- الاطلاع على صفقاتك المفتوحة وأوامرك المعلّقة وسجل تداولاتك في مكان واحد.
- الإيداع والسحب والتحقق من هويتك من داخل حسابك.

## الحساب التجريبي أم الحساب الحقيقي

- **الحساب التجريبي**: تداول بأموال افتراضية وبأسعار السوق الحقيقية. لا حاجة إلى التسجيل أو الإيداع، ويمكنك إعادة ضبطه متى شئت. إنه أفضل مكان للتعرّف على التطبيق وتجربة أفكارك.
- **الحساب الحقيقي**: سجّل باستخدام بريدك الإلكتروني أو رقم هاتفك المحمول، وتحقّق من هويتك، وأودِع الأموال. الأرباح والخسائر هنا حقيقية.

إذا كان لديك أي سؤال، ففريقنا في خدمتك عبر الدردشة مع الدعم.
`,
  },
  it: {
    title: "Benvenuto su Pipwise",
    desc: "Quotazioni in tempo reale, grafici e trading su forex, metalli, energia, indici, criptovalute e azioni, con un conto demo per fare pratica.",
    content: `Pipwise porta i mercati mondiali sul tuo telefono: segui le quotazioni, analizza i grafici e opera con pochi tocchi.

## Cosa puoi fare

- Seguire in tempo reale quotazioni e grafici di forex, metalli, energia, indici, criptovalute e azioni.
- Comprare o vendere in lotti con la leva che preferisci e proteggere ogni posizione con stop loss e take profit.
- Vedere posizioni aperte, ordini in attesa e cronologia delle operazioni in un unico posto.
- Effettuare depositi e prelievi e verificare la tua identità dal tuo account.

## Conto demo o conto reale

- **Conto demo**: fai trading con denaro virtuale ai prezzi reali di mercato. Non servono registrazione né deposito, e puoi azzerarlo quando vuoi. È il posto ideale per conoscere l'app e mettere alla prova le tue idee.
- **Conto reale**: registrati con il tuo indirizzo e-mail o numero di cellulare, verifica la tua identità e deposita fondi. Guadagni e perdite sono reali.

Hai domande? Il nostro team ti aiuta nella chat di assistenza.
`,
  },
  tr: {
    title: "Pipwise'a hoş geldiniz",
    desc: "Döviz, metal, enerji, endeks, kripto para ve hisse senetlerinde canlı fiyatlar, grafikler ve işlem; önce pratik yapmanız için demo hesap.",
    content: `Pipwise dünya piyasalarını telefonunuza getirir: Fiyatları takip edin, grafikleri inceleyin ve birkaç dokunuşla işlem yapın.

## Neler yapabilirsiniz

- Döviz, metal, enerji, endeks, kripto para ve hisse senetlerinin canlı fiyatlarını ve grafiklerini takip edebilirsiniz.
- Seçtiğiniz kaldıraçla lot bazında alım satım yapabilir, her pozisyonu zarar durdur ve kâr al emirleriyle koruyabilirsiniz.
- Açık pozisyonlarınızı, bekleyen emirlerinizi ve işlem geçmişinizi tek bir yerde görebilirsiniz.
- Hesabınızdan para yatırabilir, para çekebilir ve kimliğinizi doğrulayabilirsiniz.

## Demo hesap mı, gerçek hesap mı?

- **Demo hesap**: Gerçek piyasa fiyatlarıyla sanal parayla işlem yapın. Kayıt olmanız veya para yatırmanız gerekmez; hesabı istediğiniz zaman sıfırlayabilirsiniz. Uygulamayı tanımak ve fikirlerinizi denemek için en iyi yerdir.
- **Gerçek hesap**: E-posta adresiniz veya cep telefonu numaranızla kayıt olun, kimliğinizi doğrulayın ve para yatırın. Kârlar ve zararlar gerçektir.

Sorularınız için ekibimiz destek sohbetinde size yardımcı olmaya hazır.
`,
  },
  id: {
    title: "Selamat datang di Pipwise",
    desc: "Harga langsung, grafik, dan trading forex, logam, energi, indeks, kripto, serta saham, dengan akun demo untuk berlatih lebih dulu.",
    content: `Pipwise menghadirkan pasar dunia di ponsel Anda: pantau harga, baca grafik, dan bertransaksi hanya dengan beberapa ketukan.

## Yang bisa Anda lakukan

- Memantau harga dan grafik langsung untuk forex, logam, energi, indeks, kripto, dan saham.
- Membeli atau menjual dalam lot dengan leverage pilihan Anda, serta melindungi setiap posisi dengan batas rugi (stop loss) dan ambil untung (take profit).
- Melihat posisi terbuka, order tertunda, dan riwayat transaksi di satu tempat.
- Menyetor dana, menarik dana, dan memverifikasi identitas langsung dari akun Anda.

## Akun demo atau akun riil

- **Akun demo**: bertransaksi dengan uang virtual pada harga pasar sungguhan. Tidak perlu mendaftar atau menyetor dana, dan Anda dapat mengatur ulangnya kapan saja. Tempat terbaik untuk mengenal aplikasi dan menguji ide Anda.
- **Akun riil**: daftar dengan email atau nomor ponsel Anda, verifikasi identitas, lalu setor dana. Keuntungan dan kerugiannya nyata.

Jika ada pertanyaan, tim kami siap membantu melalui obrolan bantuan.
`,
  },
};
