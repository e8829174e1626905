/** "Trading hours": when each market trades (as server/market/sessions.ts models them), and what a closed market looks like. */
export const TRADING_HOURS = {
  hk: {
    title: "交易時間",
    desc: "各市場的交易時段，以及市場休市時應用程式的顯示方式。",
    content: `## 外匯

貨幣對由**星期日 22:00 至星期五 22:00（UTC）全日 24 小時交易**，週末不設外匯交易。

## 其他市場

- **貴金屬及能源**：星期日 23:00 至星期五 22:00（UTC），每日 22:00 至 23:00（UTC）暫停交易。
- **股票及指數**：按所屬交易所的交易時間，星期一至星期五；例如美股為紐約時間 09:30–16:00。
- **加密貨幣**：每週七天、全日 24 小時交易。

## 市場休市時

休市中的產品會在行情列表顯示為**休市**，在重新開市前不能買入或賣出。重新開市時價格可能與之前的收市價出現落差（跳空），此時止損單會以第一個可成交的價格執行，該價格可能比你設定的水平更差。
`,
  },
  en: {
    title: "Trading hours",
    desc: "When each market is open, and what you see while a market is closed.",
    content: `## Forex

Currency pairs trade **24 hours a day, from Sunday 22:00 to Friday 22:00 UTC**. There is no forex trading at the weekend.

## Other markets

- **Metals and energy**: Sunday 23:00 to Friday 22:00 UTC, with a daily break from 22:00 to 23:00 UTC.
- **Stocks and indices**: the hours of their home exchange, Monday to Friday; for example 09:30–16:00 New York time for US shares.
- **Crypto**: around the clock, seven days a week.

## When a market is closed

An instrument whose market is closed is marked **Closed** in the quotes, and buying and selling it are disabled until the market opens again. Prices can reopen away from where they closed (a gap): a stop loss is then filled at the first available price, which may be worse than the level you set.
`,
  },
  jp: {
    title: "取引時間",
    desc: "各市場の取引時間と、市場が閉まっているときの表示について。",
    content: `## FX

通貨ペアは**日曜日 22:00 から金曜日 22:00（UTC）まで、24時間取引**できます。週末は FX の取引はありません。

## その他の市場

- **貴金属・エネルギー**：日曜日 23:00 から金曜日 22:00（UTC）まで。毎日 22:00〜23:00（UTC）は取引が休止されます。
- **株式・株価指数**：各取引所の取引時間に準じ、月曜日から金曜日まで。たとえば米国株はニューヨーク時間 9:30〜16:00 です。
- **暗号資産**：曜日を問わず、24時間取引できます。

## 市場が閉まっているとき

市場が閉まっている銘柄はレート一覧に**休場**と表示され、再開するまで買い・売りはできません。再開時の価格が前回の終値から大きく離れること（窓開け）があり、その場合、損切り注文は最初に約定可能な価格で執行されるため、設定した水準より不利になることがあります。
`,
  },
  kr: {
    title: "거래 시간",
    desc: "시장별 거래 시간과 시장이 닫혀 있을 때의 표시를 안내합니다.",
    content: `## 외환

통화쌍은 **일요일 22:00부터 금요일 22:00(UTC)까지 하루 24시간** 거래됩니다. 주말에는 외환 거래가 없습니다.

## 기타 시장

- **귀금속 및 에너지**: 일요일 23:00부터 금요일 22:00(UTC)까지 거래되며, 매일 22:00~23:00(UTC)에는 거래가 중단됩니다.
- **주식 및 지수**: 월요일부터 금요일까지 각 거래소의 거래 시간을 따릅니다. 예를 들어 미국 주식은 뉴욕 시간 09:30~16:00에 거래됩니다.
- **암호화폐**: 연중무휴 24시간 거래됩니다.

## 시장이 닫혀 있을 때

시장이 닫힌 종목은 시세 목록에 **휴장**으로 표시되며, 시장이 다시 열릴 때까지 매수와 매도를 할 수 없습니다. 재개장 시 가격이 직전 종가와 크게 다를 수 있으며(갭), 이때 손절 주문은 처음으로 체결 가능한 가격에 체결되므로 설정한 가격보다 불리할 수 있습니다.
`,
  },
  th: {
    title: "เวลาซื้อขาย",
    desc: "เวลาเปิดทำการของแต่ละตลาด และสิ่งที่คุณจะเห็นเมื่อตลาดปิด",
    content: `## ฟอเร็กซ์

คู่สกุลเงินซื้อขายได้ **ตลอด 24 ชั่วโมง ตั้งแต่วันอาทิตย์ 22:00 ถึงวันศุกร์ 22:00 (UTC)** และไม่มีการซื้อขายฟอเร็กซ์ในช่วงสุดสัปดาห์

## ตลาดอื่น ๆ

- **โลหะมีค่าและพลังงาน**: วันอาทิตย์ 23:00 ถึงวันศุกร์ 22:00 (UTC) โดยพักการซื้อขายทุกวันระหว่าง 22:00 ถึง 23:00 (UTC)
- **หุ้นและดัชนี**: ตามเวลาทำการของตลาดหลักทรัพย์ต้นทาง วันจันทร์ถึงวันศุกร์ เช่น หุ้นสหรัฐฯ ซื้อขายเวลา 09:30–16:00 ตามเวลานิวยอร์ก
- **คริปโต**: ซื้อขายได้ตลอด 24 ชั่วโมง ทุกวันไม่เว้นวันหยุด

## เมื่อตลาดปิด

สินค้าที่ตลาดปิดอยู่จะแสดงคำว่า **ปิดตลาด** ในหน้าราคา และจะซื้อหรือขายไม่ได้จนกว่าตลาดจะเปิดอีกครั้ง ราคาเมื่อตลาดเปิดใหม่อาจห่างจากราคาปิดครั้งก่อน (Gap) ในกรณีนี้คำสั่งตัดขาดทุนจะถูกดำเนินการที่ราคาแรกที่มีอยู่ ซึ่งอาจแย่กว่าระดับที่คุณตั้งไว้
`,
  },
  vn: {
    title: "Giờ giao dịch",
    desc: "Thời gian mở cửa của từng thị trường và những gì bạn thấy khi thị trường đóng cửa.",
    content: `## Ngoại hối

Các cặp tiền tệ được giao dịch **24 giờ mỗi ngày, từ 22:00 Chủ nhật đến 22:00 thứ Sáu (UTC)**. Không có giao dịch ngoại hối vào cuối tuần.

## Các thị trường khác

- **Kim loại và năng lượng**: từ 23:00 Chủ nhật đến 22:00 thứ Sáu (UTC), tạm nghỉ hằng ngày từ 22:00 đến 23:00 (UTC).
- **Cổ phiếu và chỉ số**: theo giờ của sàn giao dịch gốc, từ thứ Hai đến thứ Sáu; ví dụ cổ phiếu Mỹ giao dịch từ 09:30 đến 16:00 giờ New York.
- **Tiền mã hóa**: giao dịch suốt ngày đêm, bảy ngày trong tuần.

## Khi thị trường đóng cửa

Sản phẩm có thị trường đang đóng cửa sẽ hiển thị **Đóng cửa** trong bảng giá, và bạn không thể mua hay bán cho đến khi thị trường mở cửa trở lại. Giá khi mở cửa lại có thể chênh lệch so với giá đóng cửa trước đó (khoảng trống giá): khi đó lệnh cắt lỗ sẽ được khớp ở mức giá khả dụng đầu tiên, có thể kém hơn mức bạn đã đặt.
`,
  },
  fr: {
    title: "Horaires de trading",
    desc: "Les heures d'ouverture de chaque marché, et ce que vous voyez lorsqu'un marché est fermé.",
    content: `## Forex

Les paires de devises se négocient **24 heures sur 24, du dimanche 22 h 00 au vendredi 22 h 00 (UTC)**. Le forex ne se négocie pas le week-end.

## Autres marchés

- **Métaux et énergie** : du dimanche 23 h 00 au vendredi 22 h 00 (UTC), avec une pause quotidienne de 22 h 00 à 23 h 00 (UTC).
- **Actions et indices** : les horaires de leur bourse d'origine, du lundi au vendredi ; par exemple de 9 h 30 à 16 h 00, heure de New York, pour les actions américaines.
- **Cryptomonnaies** : en continu, sept jours sur sept.

## Lorsqu'un marché est fermé

Un instrument dont le marché est fermé est signalé **Fermé** dans les cotations, et il ne peut être ni acheté ni vendu avant la réouverture. Les cours peuvent rouvrir loin de leur niveau de clôture (un gap) : un stop de perte est alors exécuté au premier prix disponible, qui peut être moins favorable que le niveau que vous aviez fixé.
`,
  },
  de: {
    title: "Handelszeiten",
    desc: "Wann die einzelnen Märkte geöffnet sind und was Sie sehen, wenn ein Markt geschlossen ist.",
    content: `## Devisen

Währungspaare werden **rund um die Uhr von Sonntag 22:00 bis Freitag 22:00 Uhr (UTC)** gehandelt. Am Wochenende findet kein Devisenhandel statt.

## Weitere Märkte

- **Metalle und Energie**: Sonntag 23:00 bis Freitag 22:00 Uhr (UTC), mit einer täglichen Pause von 22:00 bis 23:00 Uhr (UTC).
- **Aktien und Indizes**: zu den Handelszeiten ihrer Heimatbörse, Montag bis Freitag – US-Aktien zum Beispiel von 9:30 bis 16:00 Uhr New Yorker Zeit.
- **Kryptowährungen**: rund um die Uhr, sieben Tage die Woche.

## Wenn ein Markt geschlossen ist

Ein Instrument, dessen Markt geschlossen ist, wird in den Kursen als **Geschlossen** angezeigt; Kauf und Verkauf sind bis zur Wiedereröffnung gesperrt. Die Kurse können bei der Wiedereröffnung deutlich vom letzten Schlusskurs abweichen (Kurslücke): Ein Stop-Loss wird dann zum ersten verfügbaren Kurs ausgeführt, der ungünstiger sein kann als das von Ihnen festgelegte Niveau.
`,
  },
  ru: {
    title: "Время торговли",
    desc: "Когда открыт каждый рынок и что вы видите, пока рынок закрыт.",
    content: `## Валюты

Валютные пары торгуются **круглосуточно с 22:00 воскресенья до 22:00 пятницы (UTC)**. В выходные торговля валютами не ведётся.

## Другие рынки

- **Металлы и энергоносители**: с 23:00 воскресенья до 22:00 пятницы (UTC), с ежедневным перерывом с 22:00 до 23:00 (UTC).
- **Акции и индексы**: по расписанию своей биржи, с понедельника по пятницу; например, акции США — с 09:30 до 16:00 по нью-йоркскому времени.
- **Криптовалюты**: круглосуточно и без выходных.

## Когда рынок закрыт

Инструмент, рынок которого закрыт, отмечается в котировках как **Закрыт**, и покупать или продавать его нельзя до открытия рынка. При открытии цена может заметно отличаться от цены закрытия (гэп): в этом случае стоп-лосс исполняется по первой доступной цене, которая может оказаться хуже заданного вами уровня.
`,
  },
  spa: {
    title: "Horario de negociación",
    desc: "Cuándo abre cada mercado y qué verás mientras un mercado está cerrado.",
    content: `## Divisas

Los pares de divisas se negocian **las 24 horas del día, desde el domingo a las 22:00 hasta el viernes a las 22:00 (UTC)**. No hay negociación de divisas durante el fin de semana.

## Otros mercados

- **Metales y energía**: del domingo a las 23:00 al viernes a las 22:00 (UTC), con una pausa diaria de 22:00 a 23:00 (UTC).
- **Acciones e índices**: el horario de su bolsa de origen, de lunes a viernes; por ejemplo, de 09:30 a 16:00, hora de Nueva York, para las acciones estadounidenses.
- **Criptomonedas**: a cualquier hora, los siete días de la semana.

## Cuando un mercado está cerrado

Un instrumento cuyo mercado está cerrado aparece como **Cerrado** en las cotizaciones, y no se puede comprar ni vender hasta que el mercado vuelva a abrir. El precio puede reabrir lejos del cierre anterior (un gap): en ese caso, el límite de pérdidas se ejecuta al primer precio disponible, que puede ser peor que el nivel que fijaste.
`,
  },
  pt: {
    title: "Horário de negociação",
    desc: "Quando cada mercado está aberto e o que você vê enquanto um mercado está fechado.",
    content: `## Forex

Os pares de moedas são negociados **24 horas por dia, de domingo às 22:00 até sexta-feira às 22:00 (UTC)**. Não há negociação de forex no fim de semana.

## Outros mercados

- **Metais e energia**: de domingo às 23:00 até sexta-feira às 22:00 (UTC), com uma pausa diária das 22:00 às 23:00 (UTC).
- **Ações e índices**: no horário da bolsa de origem, de segunda a sexta-feira; por exemplo, das 09:30 às 16:00, horário de Nova York, para ações americanas.
- **Criptomoedas**: 24 horas por dia, sete dias por semana.

## Quando um mercado está fechado

Um instrumento cujo mercado está fechado aparece como **Fechado** nas cotações, e não é possível comprá-lo nem vendê-lo até o mercado reabrir. O preço pode reabrir longe do fechamento anterior (gap): nesse caso, o limite de perda é executado pelo primeiro preço disponível, que pode ser pior do que o nível que você definiu.
`,
  },
  ar: {
    title: "أوقات التداول",
    desc: "متى يفتح كل سوق، وما الذي تراه عندما يكون السوق مغلقًا.",
    content: `## العملات

تُتداول أزواج العملات **على مدار 24 ساعة، من الأحد الساعة 22:00 حتى الجمعة الساعة 22:00 بتوقيت UTC**. لا يوجد تداول للعملات في عطلة نهاية الأسبوع.

## الأسواق الأخرى

- **المعادن والطاقة**: من الأحد الساعة 23:00 حتى الجمعة الساعة 22:00 بتوقيت UTC، مع استراحة يومية من 22:00 إلى 23:00 بتوقيت UTC.
- **الأسهم والمؤشرات**: وفق ساعات عمل البورصة المُدرجة فيها، من الاثنين إلى الجمعة؛ فمثلًا تُتداول الأسهم الأمريكية من 09:30 إلى 16:00 بتوقيت نيويورك.
- **العملات المشفرة**: على مدار الساعة، طوال أيام الأسبوع.

## عندما يكون السوق مغلقًا

تظهر الأداة التي يكون سوقها مغلقًا بعبارة **مغلق** في قائمة الأسعار، ولا يمكن شراؤها أو بيعها حتى يُعاد فتح السوق. وقد يُفتتح السعر بعيدًا عن سعر الإغلاق السابق (فجوة سعرية)، وعندها يُنفَّذ أمر وقف الخسارة بأول سعر متاح، وقد يكون أسوأ من المستوى الذي حدّدته.
`,
  },
  it: {
    title: "Orari di negoziazione",
    desc: "Quando è aperto ciascun mercato e cosa vedi mentre un mercato è chiuso.",
    content: `## Forex

Le coppie di valute si negoziano **24 ore su 24, dalla domenica alle 22:00 al venerdì alle 22:00 (UTC)**. Nel fine settimana il forex non si negozia.

## Altri mercati

- **Metalli ed energia**: dalla domenica alle 23:00 al venerdì alle 22:00 (UTC), con una pausa giornaliera dalle 22:00 alle 23:00 (UTC).
- **Azioni e indici**: gli orari della borsa di riferimento, dal lunedì al venerdì; ad esempio dalle 9:30 alle 16:00, ora di New York, per le azioni statunitensi.
- **Criptovalute**: 24 ore su 24, sette giorni su sette.

## Quando un mercato è chiuso

Uno strumento il cui mercato è chiuso compare come **Chiuso** nelle quotazioni e non può essere comprato né venduto fino alla riapertura. Il prezzo può riaprire lontano dalla chiusura precedente (gap): in questo caso il limite di perdita viene eseguito al primo prezzo disponibile, che può essere peggiore del livello che hai impostato.
`,
  },
  tr: {
    title: "İşlem saatleri",
    desc: "Her piyasanın ne zaman açık olduğu ve bir piyasa kapalıyken neler gördüğünüz.",
    content: `## Döviz

Döviz çiftleri **Pazar 22:00'den Cuma 22:00'ye (UTC) kadar günün 24 saati** işlem görür. Hafta sonu döviz işlemi yapılmaz.

## Diğer piyasalar

- **Metaller ve enerji**: Pazar 23:00'ten Cuma 22:00'ye (UTC) kadar; her gün 22:00–23:00 (UTC) arasında işlemlere ara verilir.
- **Hisse senetleri ve endeksler**: Bağlı oldukları borsanın saatlerinde, Pazartesi'den Cuma'ya; örneğin ABD hisseleri New York saatiyle 09:30–16:00 arasında işlem görür.
- **Kripto paralar**: Haftanın yedi günü, 24 saat.

## Piyasa kapalıyken

Piyasası kapalı olan bir enstrüman fiyat listesinde **Kapalı** olarak gösterilir ve piyasa yeniden açılana kadar alınıp satılamaz. Fiyat, önceki kapanıştan uzakta açılabilir (fiyat boşluğu): Bu durumda zarar durdur emri ilk uygun fiyattan gerçekleşir ve bu fiyat belirlediğiniz seviyeden daha kötü olabilir.
`,
  },
  id: {
    title: "Jam trading",
    desc: "Kapan setiap pasar buka, dan apa yang Anda lihat saat pasar tutup.",
    content: `## Forex

Pasangan mata uang diperdagangkan **24 jam sehari, mulai Minggu pukul 22.00 hingga Jumat pukul 22.00 UTC**. Tidak ada perdagangan forex pada akhir pekan.

## Pasar lainnya

- **Logam dan energi**: Minggu pukul 23.00 hingga Jumat pukul 22.00 UTC, dengan jeda harian pukul 22.00–23.00 UTC.
- **Saham dan indeks**: mengikuti jam bursa asalnya, Senin sampai Jumat; misalnya saham AS pukul 09.30–16.00 waktu New York.
- **Kripto**: sepanjang waktu, tujuh hari seminggu.

## Saat pasar tutup

Instrumen yang pasarnya sedang tutup ditandai **Tutup** di daftar kuotasi, dan tidak dapat dibeli atau dijual sampai pasar dibuka kembali. Harga dapat dibuka jauh dari harga penutupan sebelumnya (gap): dalam hal ini batas rugi dieksekusi pada harga pertama yang tersedia, yang bisa lebih buruk daripada level yang Anda tetapkan.
`,
  },
};
