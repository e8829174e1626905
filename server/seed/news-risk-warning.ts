/** "Risk warning": what trading leveraged CFDs risks, as a broker must say it before anyone trades. */
export const RISK_WARNING = {
  hk: {
    title: "風險警告",
    desc: "差價合約是複雜的槓桿產品，交易前請細閱以下內容。",
    content: `**差價合約（CFD）是複雜的金融工具，由於涉及槓桿，存在迅速虧損的高風險。大部分散戶投資者帳戶在買賣差價合約時錄得虧損。**

請考慮你是否了解差價合約的運作方式，以及能否承擔損失資金的高風險。

## 這對你意味著甚麼

- **槓桿是雙刃劍**：即使價格只是小幅向不利方向變動，相對於你投入的保證金，亦可能造成重大虧損。
- **只投入你能承受損失的資金**：切勿動用生活開支、償還債務或儲蓄所需的資金進行交易。
- **持倉可能被自動平倉**：帳戶一旦低於所需的保證金水平，系統會自動為持倉平倉（強制平倉），以限制進一步的虧損。
- **價格可能跳空**：在市況急速波動或市場重新開市時，訂單的成交價可能比你要求的價格更差。

## 並非投資建議

本應用程式內的新聞、分析及其他內容僅屬一般資訊，並不構成投資建議，亦非買賣任何產品的推薦。過往表現並非未來表現的可靠指標。如有疑問，請尋求獨立的專業財務意見。
`,
  },
  en: {
    title: "Risk warning",
    desc: "CFDs are complex, leveraged instruments. Please read this before you trade.",
    content: `**CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. Most retail investor accounts lose money when trading CFDs.**

You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.

## What this means for you

- **Leverage works both ways.** A small price move against you can cause a loss that is large compared with the margin you put up.
- **Only risk money you can afford to lose.** Never trade with money you need for living expenses, debts or savings.
- **Positions can be closed for you.** If your account falls below the required margin level, open positions are closed automatically (stop-out) to limit further losses.
- **Prices can gap.** In fast markets or when a market reopens, orders may be filled at a worse price than the one you asked for.

## Not investment advice

The news, analysis and other content in this app are general information only. They are not investment advice or a recommendation to buy or sell any instrument. Past performance is not a reliable indicator of future results. If you are unsure, seek independent financial advice.
`,
  },
  jp: {
    title: "リスクに関するご注意",
    desc: "CFD はレバレッジを伴う複雑な金融商品です。取引を始める前に必ずお読みください。",
    content: `**CFD（差金決済取引）は複雑な金融商品であり、レバレッジにより短期間で資金を失うリスクが高い取引です。個人投資家の口座の大半は、CFD 取引で損失を出しています。**

CFD の仕組みを理解しているか、また資金を失う高いリスクを負う余裕があるかを十分にご検討ください。

## お客様に知っていただきたいこと

- **レバレッジは両刃の剣です**：わずかな不利な値動きでも、差し入れた証拠金に比べて大きな損失になることがあります。
- **失っても生活に影響のない資金で取引してください**：生活費、借入金の返済、貯蓄に必要なお金で取引しないでください。
- **ポジションが自動的に決済されることがあります**：口座の証拠金が必要な水準を下回ると、損失の拡大を防ぐため保有ポジションが自動的に決済されます（ロスカット）。
- **価格が飛ぶことがあります**：相場の急変時や市場の再開時には、指定した価格より不利な価格で約定することがあります。

## 投資助言ではありません

本アプリ内のニュース、分析、その他のコンテンツは一般的な情報提供のみを目的としており、投資助言や特定の銘柄の売買を勧めるものではありません。過去の実績は将来の成果を保証するものではありません。判断に迷う場合は、独立した専門家にご相談ください。
`,
  },
  kr: {
    title: "위험 고지",
    desc: "CFD는 레버리지를 이용하는 복잡한 금융상품입니다. 거래 전에 반드시 읽어 주세요.",
    content: `**CFD(차액결제거래)는 복잡한 금융상품으로, 레버리지로 인해 단기간에 자금을 잃을 위험이 높습니다. 대부분의 개인 투자자 계좌가 CFD 거래에서 손실을 봅니다.**

CFD의 작동 방식을 충분히 이해하고 있는지, 자금을 잃을 수 있는 높은 위험을 감당할 수 있는지 신중하게 고려하시기 바랍니다.

## 꼭 알아 두어야 할 점

- **레버리지는 양날의 검입니다.** 가격이 불리한 방향으로 조금만 움직여도 예치한 증거금에 비해 큰 손실이 발생할 수 있습니다.
- **잃어도 괜찮은 자금으로만 거래하세요.** 생활비, 부채 상환, 저축에 필요한 돈으로는 절대 거래하지 마세요.
- **포지션이 자동으로 청산될 수 있습니다.** 계좌가 필요한 증거금 수준 아래로 떨어지면 추가 손실을 막기 위해 보유 포지션이 자동으로 청산됩니다(강제 청산).
- **가격 갭이 발생할 수 있습니다.** 시장이 급변하거나 다시 열릴 때 주문이 요청한 가격보다 불리한 가격에 체결될 수 있습니다.

## 투자 조언이 아닙니다

이 앱의 뉴스, 분석 및 기타 콘텐츠는 일반적인 정보 제공만을 목적으로 하며, 투자 조언이나 특정 상품의 매수·매도 권유가 아닙니다. 과거의 성과가 미래의 결과를 보장하지 않습니다. 확신이 서지 않으면 독립적인 재무 전문가와 상담하세요.
`,
  },
  th: {
    title: "คำเตือนความเสี่ยง",
    desc: "CFD เป็นตราสารที่ซับซ้อนและใช้เลเวอเรจ โปรดอ่านข้อความนี้ก่อนเริ่มเทรด",
    content: `**CFD เป็นตราสารที่ซับซ้อนและมีความเสี่ยงสูงที่จะสูญเสียเงินอย่างรวดเร็วเนื่องจากการใช้เลเวอเรจ บัญชีของนักลงทุนรายย่อยส่วนใหญ่ขาดทุนจากการเทรด CFD**

โปรดพิจารณาว่าคุณเข้าใจวิธีการทำงานของ CFD หรือไม่ และสามารถรับความเสี่ยงสูงที่จะสูญเสียเงินได้หรือไม่

## สิ่งที่คุณควรรู้

- **เลเวอเรจเป็นดาบสองคม** ราคาที่เคลื่อนไหวสวนทางเพียงเล็กน้อยอาจทำให้ขาดทุนมากเมื่อเทียบกับมาร์จิ้นที่คุณวางไว้
- **ใช้เฉพาะเงินที่คุณยอมเสียได้** อย่าเทรดด้วยเงินที่จำเป็นสำหรับค่าใช้จ่ายในชีวิตประจำวัน การชำระหนี้ หรือเงินออม
- **สถานะอาจถูกปิดโดยอัตโนมัติ** หากบัญชีของคุณมีมาร์จิ้นต่ำกว่าระดับที่กำหนด ระบบจะปิดสถานะที่เปิดอยู่โดยอัตโนมัติ (Stop Out) เพื่อจำกัดการขาดทุนเพิ่มเติม
- **ราคาอาจกระโดด** ในช่วงที่ตลาดผันผวนรุนแรงหรือเมื่อตลาดเปิดใหม่ คำสั่งอาจถูกจับคู่ที่ราคาแย่กว่าราคาที่คุณต้องการ

## ไม่ใช่คำแนะนำการลงทุน

ข่าว บทวิเคราะห์ และเนื้อหาอื่น ๆ ในแอปนี้เป็นเพียงข้อมูลทั่วไป ไม่ใช่คำแนะนำการลงทุนหรือการชักชวนให้ซื้อหรือขายตราสารใด ๆ ผลการดำเนินงานในอดีตไม่ใช่สิ่งบ่งชี้ที่เชื่อถือได้ถึงผลลัพธ์ในอนาคต หากไม่แน่ใจ โปรดขอคำแนะนำจากที่ปรึกษาทางการเงินอิสระ
`,
  },
  vn: {
    title: "Cảnh báo rủi ro",
    desc: "CFD là công cụ phức tạp có sử dụng đòn bẩy. Vui lòng đọc kỹ trước khi giao dịch.",
    content: `**CFD là công cụ tài chính phức tạp và có rủi ro cao mất tiền nhanh chóng do đòn bẩy. Phần lớn tài khoản nhà đầu tư cá nhân bị thua lỗ khi giao dịch CFD.**

Bạn nên cân nhắc xem mình đã hiểu cách CFD vận hành hay chưa và liệu bạn có đủ khả năng chấp nhận rủi ro cao mất tiền hay không.

## Điều này có ý nghĩa gì với bạn

- **Đòn bẩy là con dao hai lưỡi.** Chỉ một biến động giá nhỏ theo hướng bất lợi cũng có thể gây thua lỗ lớn so với số tiền ký quỹ bạn bỏ ra.
- **Chỉ dùng số tiền bạn có thể chấp nhận mất.** Đừng bao giờ giao dịch bằng tiền dành cho sinh hoạt, trả nợ hoặc tiết kiệm.
- **Vị thế có thể bị đóng tự động.** Nếu tài khoản của bạn giảm xuống dưới mức ký quỹ yêu cầu, các vị thế đang mở sẽ tự động bị đóng (stop out) để hạn chế thua lỗ thêm.
- **Giá có thể nhảy khoảng trống.** Khi thị trường biến động mạnh hoặc mở cửa trở lại, lệnh có thể được khớp ở mức giá kém hơn mức bạn yêu cầu.

## Không phải lời khuyên đầu tư

Tin tức, phân tích và các nội dung khác trong ứng dụng này chỉ là thông tin chung, không phải lời khuyên đầu tư hay khuyến nghị mua bán bất kỳ sản phẩm nào. Kết quả trong quá khứ không phải là chỉ báo đáng tin cậy cho kết quả trong tương lai. Nếu chưa chắc chắn, hãy tìm đến tư vấn tài chính độc lập.
`,
  },
  fr: {
    title: "Avertissement sur les risques",
    desc: "Les CFD sont des instruments complexes à effet de levier. Lisez ceci avant de trader.",
    content: `**Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l'effet de levier. La majorité des comptes d'investisseurs particuliers perdent de l'argent lorsqu'ils négocient des CFD.**

Vous devez vous assurer que vous comprenez le fonctionnement des CFD et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.

## Ce que cela signifie pour vous

- **L'effet de levier joue dans les deux sens.** Une faible variation de prix en votre défaveur peut entraîner une perte importante par rapport à la marge engagée.
- **N'engagez que l'argent que vous pouvez vous permettre de perdre.** Ne tradez jamais avec l'argent destiné à vos dépenses courantes, au remboursement de dettes ou à votre épargne.
- **Vos positions peuvent être clôturées automatiquement.** Si votre compte passe sous le niveau de marge requis, les positions ouvertes sont clôturées automatiquement (stop-out) afin de limiter les pertes.
- **Les cours peuvent faire un gap.** Sur un marché rapide ou à la réouverture, un ordre peut être exécuté à un prix moins favorable que celui demandé.

## Pas un conseil en investissement

Les actualités, analyses et autres contenus de cette application sont fournis à titre d'information générale uniquement. Ils ne constituent ni un conseil en investissement ni une recommandation d'acheter ou de vendre un instrument. Les performances passées ne préjugent pas des performances futures. En cas de doute, consultez un conseiller financier indépendant.
`,
  },
  de: {
    title: "Risikohinweis",
    desc: "CFDs sind komplexe Instrumente mit Hebelwirkung. Bitte lesen Sie diesen Hinweis, bevor Sie handeln.",
    content: `**CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. Die Mehrheit der Konten von Kleinanlegern verliert beim CFD-Handel Geld.**

Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko eines Geldverlusts einzugehen.

## Was das für Sie bedeutet

- **Der Hebel wirkt in beide Richtungen.** Schon eine kleine Kursbewegung gegen Sie kann im Verhältnis zur hinterlegten Margin einen großen Verlust verursachen.
- **Setzen Sie nur Geld ein, dessen Verlust Sie verkraften können.** Handeln Sie nie mit Geld, das Sie für den Lebensunterhalt, die Tilgung von Schulden oder als Ersparnisse brauchen.
- **Positionen können automatisch geschlossen werden.** Fällt Ihr Konto unter die erforderliche Margin, werden offene Positionen automatisch geschlossen (Stop-out), um weitere Verluste zu begrenzen.
- **Kurse können springen.** In schnellen Märkten oder bei der Wiedereröffnung eines Marktes kann eine Order zu einem schlechteren Kurs als gewünscht ausgeführt werden.

## Keine Anlageberatung

Nachrichten, Analysen und andere Inhalte in dieser App dienen ausschließlich der allgemeinen Information. Sie sind weder eine Anlageberatung noch eine Empfehlung zum Kauf oder Verkauf eines Instruments. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse. Wenn Sie unsicher sind, holen Sie unabhängigen Finanzrat ein.
`,
  },
  ru: {
    title: "Предупреждение о рисках",
    desc: "CFD — сложные инструменты с кредитным плечом. Пожалуйста, прочитайте это перед началом торговли.",
    content: `**CFD — это сложные инструменты, которые из-за кредитного плеча сопряжены с высоким риском быстрой потери денег. Большинство счетов розничных инвесторов теряют деньги при торговле CFD.**

Подумайте, понимаете ли вы, как работают CFD, и можете ли позволить себе высокий риск потери своих денег.

## Что это значит для вас

- **Кредитное плечо работает в обе стороны.** Даже небольшое движение цены против вас может привести к убытку, большому по сравнению с внесённой маржой.
- **Рискуйте только теми деньгами, потерю которых можете себе позволить.** Никогда не торгуйте деньгами, предназначенными на жизнь, погашение долгов или сбережения.
- **Позиции могут быть закрыты автоматически.** Если средства на счёте опустятся ниже требуемого уровня маржи, открытые позиции будут закрыты автоматически (стоп-аут), чтобы ограничить дальнейшие убытки.
- **Цена может открыться с гэпом.** На быстром рынке или при открытии рынка ордер может быть исполнен по цене хуже запрошенной.

## Не является инвестиционной рекомендацией

Новости, аналитика и другие материалы в этом приложении носят исключительно информационный характер. Они не являются инвестиционной рекомендацией или предложением купить или продать какой-либо инструмент. Результаты в прошлом не являются надёжным показателем будущих результатов. Если вы сомневаетесь, обратитесь к независимому финансовому консультанту.
`,
  },
  spa: {
    title: "Advertencia de riesgo",
    desc: "Los CFD son instrumentos complejos y apalancados. Lee esto antes de operar.",
    content: `**Los CFD son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. La mayoría de las cuentas de inversores minoristas pierden dinero al operar con CFD.**

Debes considerar si comprendes cómo funcionan los CFD y si puedes permitirte asumir un riesgo elevado de perder tu dinero.

## Qué significa para ti

- **El apalancamiento funciona en ambos sentidos.** Un pequeño movimiento del precio en tu contra puede causar una pérdida grande en comparación con el margen que aportas.
- **Arriesga solo el dinero que puedas permitirte perder.** Nunca operes con dinero que necesites para tus gastos, para pagar deudas o para ahorrar.
- **Tus posiciones pueden cerrarse automáticamente.** Si tu cuenta cae por debajo del nivel de margen requerido, las posiciones abiertas se cierran automáticamente (stop out) para limitar nuevas pérdidas.
- **Los precios pueden dar saltos.** En mercados rápidos o cuando un mercado reabre, una orden puede ejecutarse a un precio peor que el solicitado.

## No es asesoramiento de inversión

Las noticias, los análisis y demás contenidos de esta aplicación son solo información general. No constituyen asesoramiento de inversión ni una recomendación para comprar o vender ningún instrumento. La rentabilidad pasada no es un indicador fiable de resultados futuros. Si tienes dudas, busca asesoramiento financiero independiente.
`,
  },
  pt: {
    title: "Aviso de risco",
    desc: "CFDs são instrumentos complexos e alavancados. Leia isto antes de negociar.",
    content: `**Os CFDs são instrumentos complexos e apresentam alto risco de perda rápida de dinheiro devido à alavancagem. A maioria das contas de investidores de varejo perde dinheiro ao negociar CFDs.**

Avalie se você entende como os CFDs funcionam e se pode correr o alto risco de perder o seu dinheiro.

## O que isso significa para você

- **A alavancagem funciona nos dois sentidos.** Um pequeno movimento de preço contra você pode causar uma perda grande em relação à margem depositada.
- **Arrisque apenas o dinheiro que você pode perder.** Nunca negocie com dinheiro de que precisa para despesas do dia a dia, pagamento de dívidas ou poupança.
- **Suas posições podem ser encerradas automaticamente.** Se a sua conta ficar abaixo do nível de margem exigido, as posições abertas são encerradas automaticamente (stop out) para limitar novas perdas.
- **Os preços podem abrir com gap.** Em mercados agitados ou na reabertura de um mercado, uma ordem pode ser executada a um preço pior do que o solicitado.

## Não é recomendação de investimento

As notícias, análises e demais conteúdos deste aplicativo são apenas informações gerais. Não constituem recomendação de investimento nem sugestão de compra ou venda de qualquer instrumento. Rentabilidade passada não é garantia de resultados futuros. Em caso de dúvida, procure um consultor financeiro independente.
`,
  },
  ar: {
    title: "تحذير من المخاطر",
    desc: "عقود الفروقات أدوات معقّدة تعتمد على الرافعة المالية. يُرجى قراءة ما يلي قبل التداول.",
    content: `**عقود الفروقات (CFDs) أدوات معقّدة تنطوي على مخاطر عالية لخسارة الأموال بسرعة بسبب الرافعة المالية. تخسر معظم حسابات المستثمرين الأفراد أموالًا عند تداول عقود الفروقات.**

ينبغي أن تفكّر فيما إذا كنت تفهم كيفية عمل عقود الفروقات، وما إذا كنت تستطيع تحمّل المخاطر العالية لخسارة أموالك.

## ماذا يعني ذلك بالنسبة إليك

- **الرافعة المالية سلاح ذو حدّين.** قد تتسبب حركة سعرية صغيرة في غير صالحك بخسارة كبيرة مقارنةً بالهامش الذي أودعته.
- **لا تخاطر إلا بأموال يمكنك تحمّل خسارتها.** لا تتداول أبدًا بأموال تحتاجها لنفقات المعيشة أو لسداد الديون أو للادخار.
- **قد تُغلق صفقاتك تلقائيًا.** إذا انخفض حسابك دون مستوى الهامش المطلوب، تُغلق الصفقات المفتوحة تلقائيًا (الإغلاق القسري) للحدّ من مزيد من الخسائر.
- **قد تحدث فجوات سعرية.** في الأسواق سريعة الحركة أو عند إعادة فتح السوق، قد يُنفَّذ الأمر بسعر أسوأ من السعر الذي طلبته.

## ليست نصيحة استثمارية

الأخبار والتحليلات وسائر المحتوى في هذا التطبيق معلومات عامة فقط، ولا تُعدّ نصيحة استثمارية أو توصية بشراء أي أداة أو بيعها. الأداء السابق ليس مؤشرًا موثوقًا على النتائج المستقبلية. إذا لم تكن متأكدًا، فاطلب مشورة مالية مستقلة.
`,
  },
  it: {
    title: "Avvertenza sui rischi",
    desc: "I CFD sono strumenti complessi e con leva. Leggi queste informazioni prima di fare trading.",
    content: `**I CFD sono strumenti complessi e comportano un rischio elevato di perdere rapidamente denaro a causa della leva finanziaria. La maggior parte dei conti degli investitori al dettaglio perde denaro negoziando CFD.**

Valuta se comprendi il funzionamento dei CFD e se puoi permetterti di correre il rischio elevato di perdere il tuo denaro.

## Cosa significa per te

- **La leva funziona in entrambe le direzioni.** Anche un piccolo movimento di prezzo a tuo sfavore può causare una perdita elevata rispetto al margine versato.
- **Rischia solo il denaro che puoi permetterti di perdere.** Non fare mai trading con denaro che ti serve per le spese quotidiane, per pagare debiti o come risparmio.
- **Le posizioni possono essere chiuse automaticamente.** Se il tuo conto scende sotto il livello di margine richiesto, le posizioni aperte vengono chiuse automaticamente (stop out) per limitare ulteriori perdite.
- **I prezzi possono aprire in gap.** Nei mercati rapidi o alla riapertura di un mercato, un ordine può essere eseguito a un prezzo peggiore di quello richiesto.

## Non è una consulenza in materia di investimenti

Notizie, analisi e altri contenuti di questa app hanno solo scopo informativo generale. Non costituiscono consulenza in materia di investimenti né una raccomandazione ad acquistare o vendere alcuno strumento. I risultati passati non sono un indicatore affidabile dei risultati futuri. In caso di dubbi, rivolgiti a un consulente finanziario indipendente.
`,
  },
  tr: {
    title: "Risk uyarısı",
    desc: "CFD'ler kaldıraçlı ve karmaşık araçlardır. İşlem yapmadan önce lütfen bunu okuyun.",
    content: `**CFD'ler karmaşık araçlardır ve kaldıraç nedeniyle hızla para kaybetme riski yüksektir. Bireysel yatırımcı hesaplarının çoğu CFD işlemlerinde para kaybetmektedir.**

CFD'lerin nasıl işlediğini anlayıp anlamadığınızı ve paranızı kaybetme riskini göze alıp alamayacağınızı değerlendirmelisiniz.

## Bu sizin için ne anlama geliyor

- **Kaldıraç iki yönlü çalışır.** Aleyhinize küçük bir fiyat hareketi bile yatırdığınız teminata göre büyük bir zarara yol açabilir.
- **Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.** Geçim masraflarınız, borç ödemeleriniz veya birikimleriniz için gereken parayla asla işlem yapmayın.
- **Pozisyonlarınız otomatik olarak kapatılabilir.** Hesabınız gerekli teminat seviyesinin altına düşerse, zararın büyümesini sınırlamak için açık pozisyonlar otomatik olarak kapatılır (stop out).
- **Fiyatlarda boşluk oluşabilir.** Hızlı piyasalarda veya bir piyasa yeniden açıldığında, emriniz istediğinizden daha kötü bir fiyattan gerçekleşebilir.

## Yatırım tavsiyesi değildir

Bu uygulamadaki haberler, analizler ve diğer içerikler yalnızca genel bilgi amaçlıdır. Yatırım tavsiyesi ya da herhangi bir aracı alma veya satma önerisi değildir. Geçmiş performans, gelecekteki sonuçlar için güvenilir bir gösterge değildir. Emin değilseniz bağımsız bir finansal danışmana başvurun.
`,
  },
  id: {
    title: "Peringatan risiko",
    desc: "CFD adalah instrumen kompleks yang menggunakan leverage. Harap baca ini sebelum bertransaksi.",
    content: `**CFD adalah instrumen yang kompleks dan memiliki risiko tinggi kehilangan uang dengan cepat karena leverage. Sebagian besar akun investor ritel mengalami kerugian saat memperdagangkan CFD.**

Pertimbangkan apakah Anda memahami cara kerja CFD dan apakah Anda sanggup menanggung risiko tinggi kehilangan uang Anda.

## Apa artinya bagi Anda

- **Leverage bekerja dua arah.** Pergerakan harga kecil yang berlawanan dengan posisi Anda dapat menimbulkan kerugian besar dibandingkan marjin yang Anda setorkan.
- **Gunakan hanya uang yang sanggup Anda relakan.** Jangan pernah bertransaksi dengan uang untuk kebutuhan hidup, membayar utang, atau tabungan.
- **Posisi dapat ditutup secara otomatis.** Jika akun Anda turun di bawah tingkat marjin yang disyaratkan, posisi terbuka akan ditutup otomatis (stop out) untuk membatasi kerugian lebih lanjut.
- **Harga dapat melompat (gap).** Saat pasar bergerak cepat atau dibuka kembali, order dapat dieksekusi pada harga yang lebih buruk dari yang Anda minta.

## Bukan saran investasi

Berita, analisis, dan konten lain di aplikasi ini hanya merupakan informasi umum. Konten tersebut bukan saran investasi atau rekomendasi untuk membeli atau menjual instrumen apa pun. Kinerja masa lalu bukan indikator yang dapat diandalkan untuk hasil di masa depan. Jika ragu, mintalah saran dari penasihat keuangan independen.
`,
  },
};
