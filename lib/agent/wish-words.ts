/**
 * The words an owner's rejection reason states a wish in, in every language the agent replies
 * in (an owner writes in their own language: "bitte förmlicher", "too informal", "カジュアルすぎ").
 * One data file: a missing word is added here. Latin-script words match from the start of a word
 * ("förmlich" finds "förmlicher"); the other scripts anywhere.
 *
 * The register (formal or informal address) is read as meant, not by its word alone: a word
 * naming a register (`REGISTER_WORDS`: "formal", "locker", "tutoyer", "반말") asks for that
 * register, unless a word around it in its clause turns it over (`DEGREE_BEFORE`, right before it:
 * "too", "less", "not so", "zu", "nicht so", "trop", "moins", "demasiado", "troppo", "te", "너무",
 * "太"; `NEGATION_BEFORE`, up to two words before it: "not", "nicht", "ne", "不要"; `TURNED_AFTER`: "すぎ",
 * "duzen Sie bitte nicht", "ne tutoyez pas", "반말 말고"), which asks for the other one; and a
 * word asking for more of it (`MORE_BEFORE`, `MORE_AFTER`: "not formal enough", "pas assez
 * formel", "不够正式") wins over both. The other wishes are phrases: any mention asks for them.
 */

export const WISHES = ["no_emoji", "no_links", "shorter", "formal", "informal", "no_discounts"] as const;
export type Wish = (typeof WISHES)[number];
export type Register = "formal" | "informal";

const list = (words: string) =>
  words
    .split("|")
    .map((word) => word.trim())
    .filter(Boolean);

/** Words that name a register: an adjective, a verb of address, a pronoun phrase. */
export const REGISTER_WORDS: Record<Register, string[]> = {
  formal: list(`
    formal|formally|professional|polite|respectful|stiff|stuffy|businesslike|
    förmlich|formell|höflich|professionell|seriös|steif|distanziert|siezen|siez|sie statt du|per sie|mit sie$|'sie'|"sie"|„sie“|
    formel|formelle|poli$|polie|professionnel|soutenu|guindé|vouvoyer|vouvoyez|vouvoie|vouvoiement|
    educado|profesional|cortés|rígido|de usted|usted en vez de tú|
    formale|cortese|professionale|rigido|dare del lei|dia del lei|usare il lei|del lei$|
    profissional|cortês|o senhor|a senhora|
    formeel|formeler|beleefd|zakelijk|stijf|met u$|u in plaats van je|
    resmi|kibar|profesyonel|siz diye|
    丁寧|敬語|フォーマル|かしこまっ|堅|硬|礼儀正し|
    격식|존댓말|높임말|정중|공손|딱딱|합니다체|
    正式|礼貌|用您|称您|客气|专业|严肃|生硬|
    رسمي|رسمية|مهذب|احترافي`),
  informal: list(`
    informal|informally|casual|casually|relaxed|chatty|familiar|colloquial|laid-back|
    locker|salopp|flapsig|lässig|umgangssprachlich|duzen|duz$|du statt sie|per du|mit du$|'du'|"du"|„du“|
    informel|familier|décontracté|détendu|tutoyer|tutoyez|tutoie|tutoiement|
    coloquial|relajado|desenfadado|tutear|tutees|tutéanos|tutee$|de tú|tú en vez de usted|
    informale|colloquiale|rilassato|confidenziale|dare del tu|dia del tu|usare il tu|
    descontraído|
    informeel|informeler|amicaal|losjes|tutoyeren|tutoyeer|je in plaats van u|
    samimi|senli benli|sen diye|
    カジュアル|くだけ|砕け|フランク|タメ口|
    반말|편하게|친근하게|캐주얼|가볍게|
    随意|轻松|口语化|用你|随便|亲切|
    غير رسمي|غير رسمية|عفوي|ودي`),
};

/** Right before a register word ("too formal", "viel zu steif", "not so casual", "너무 딱딱", "太正式"): the other register is meant. */
export const DEGREE_BEFORE = list(`
  too|less|not so|not that|not as|so|
  zu|weniger|nicht so|
  trop|moins|pas si|pas aussi|pas trop|
  demasiado|menos|no tan|
  troppo|meno|non così|non cosi|
  muito|não tão|
  te|minder|niet zo|
  çok|daha az|fazla|aşırı|
  너무|덜|
  太|不要那么|别那么|不要这么|别这么|不那么|
  أقل`);

/** A negation up to two words before a register word ("don't use formal", "nicht duzen", "ne me tutoie", "不要用您"): the other register is meant. */
export const NEGATION_BEFORE = list(`
  not|don't|do not|never|no|dislike|don't like|hate|stop|
  nicht|kein|keine|nie|
  ne|pas de|sans|jamais|
  nunca|sin|
  non|mai|senza|
  não|sem|
  niet|geen|nooit|
  不要|别|不用|
  لا|بدون`);

/** Words that may stand between a register word and a negation after it ("duzen Sie bitte nicht", "ne me tutoie pas"). */
export const AFTER_FILLERS = list("sie|uns|mich|mir|ihn|bitte|doch|mal|ihr|euch|me|nous|les|te|vous|le|la|ze|ons|mij|hen|alsjeblieft|svp");

/** After a register word, in its clause ("カジュアルすぎ", "duzen Sie bitte nicht", "ne tutoyez pas", "반말 말고"): the other register is meant. */
export const TURNED_AFTER = list(`
  すぎ|過ぎ|ないで|なくて|しないで|じゃなく|ではなく|をやめ|はやめ|は不要|は要らない|はいらない|
  말고|하지 마|하지마|지 말|지 않게|지 않도록|빼|
  nicht|pas$|niet|demais|de mais|değil|olmasın|etmeyin|yapmayın|
  جدا|جداً|أكثر من اللازم`);

/** Before a register word: more of it is meant, whatever negation is there ("pas assez formel", "不够正式"). */
export const MORE_BEFORE = list(`
  more|mehr|plus|pas assez|más|no lo bastante|no lo suficientemente|poco|più|non abbastanza|
  mais|pouco|suficientemente|meer|daha|yeterince|もっと|더|更|不够|أكثر`);

/** After a register word: more of it is meant ("not formal enough", "nicht förmlich genug", "丁寧さが足りない"). */
export const MORE_AFTER = list(`enough|genug|genoeg|o suficiente|足りない|が足りな|부족|不够`);

/** The other wishes: any mention of these words asks for them. */
export const PHRASE_WISHES: Record<Exclude<Wish, Register>, string[]> = {
  shorter: list(`
    shorter|too long|brief|briefer|concise|less text|wordy|lengthy|shorten|
    kürzer|zu lang|knapper|kurz halten|weniger text|zu ausführlich|kürzen|
    plus court|trop long|plus bref|concis|moins de texte|raccourcir|
    más corto|más corta|demasiado largo|demasiado larga|más breve|conciso|menos texto|acortar|
    più corto|più corta|più breve|troppo lungo|troppo lunga|meno testo|accorciare|
    mais curto|mais curta|muito longo|muito longa|mais breve|menos texto|encurtar|
    短く|長すぎ|簡潔|
    짧게|너무 길|간결|
    短一点|简短|太长|简洁|精简|
    أقصر|طويل جدا|طويلة جدا|مختصر|باختصار|
    korter|te lang|beknopter|bondiger|minder tekst|inkorten|
    daha kısa|çok uzun|kısaltın|kısa tut`),
  no_emoji: list(`
    emoji|emojis|emoticon|smiley|
    smileys|
    émoji|émoticône|
    emoticono|emoticón|
    faccine|
    carinhas|
    絵文字|
    이모지|이모티콘|
    表情|
    إيموجي|رموز تعبيرية|الرموز التعبيرية|
    emoji's`),
  no_links: list(`
    link|links|url|urls|website|web site|support link|support-link|
    verlinkung|webseite|
    lien|liens|site web|
    enlace|enlaces|sitio web|página web|
    collegamento|collegamenti|sito web|
    endereço|
    リンク|サイト|
    링크|사이트|
    链接|网址|网站|连结|
    رابط|روابط|الرابط|
    webadres|
    bağlantı`),
  no_discounts: list(`
    discount|sale|promo code|coupon|price|% off|percent off|promotion$|promotions$|promo$|promos$|
    rabatt|gutschein|preis|sonderangebot|aktionen|werbeaktion|
    remise|réduction|code promo|prix|soldes|promotion$|promotions$|promos$|
    descuento|rebaja|precio|cupón|promoción|promociones|
    sconto|sconti|prezzo|promozione|promozioni|
    desconto|promoção|promoções|preço|cupom|
    割引|セール|クーポン|値引き|価格|キャンペーン|プロモーション|
    할인|쿠폰|세일|가격|프로모션|
    折扣|优惠|打折|价格|促销|
    خصم|تخفيض|خصومات|سعر|عروض|
    korting|aanbieding|prijs|promotie|
    indirim|kupon|kampanya|fiyat`),
};

/** A wish to leave reviews of some ratings unanswered: "don't reply to 5★", "5-Sterne-Bewertungen nicht beantworten". */
export const NO_REPLY_WORDS = list(`
  don't reply|do not reply|dont reply|no repl|never reply|don't answer|do not answer|never answer|stop replying|stop answering|
  no need to reply|don't respond|do not respond|never respond|stop responding|no need to respond|leave … unanswered|
  skip … reviews|
  nicht antworten|nicht beantworten|keine antwort|nie antworten|niemals antworten|unbeantwortet|
  ne pas répondre|ne répondez pas|ne réponds pas|pas de réponse|jamais répondre|sans réponse|
  no respondas|no responder|no responda|no contestes|no contestar|sin respuesta|
  non rispondere|non risponda|non rispondete|nessuna risposta|senza risposta|
  não responda|não responder|sem resposta|
  返信しない|返信不要|返信は不要|返信はいらない|返信しないで|
  답변하지|답글 달지|답변 안|답글 안|답변 필요 없|답글 필요 없|
  不要回复|不用回复|无需回复|别回复|不回复|
  لا ترد|لا تردوا|عدم الرد|بدون رد|
  niet reageren|niet beantwoorden|geen reactie|reageer niet|
  cevap verme|yanıtlama|yanıt verme|cevaplama`);

/** The word "star" after (or, in Japanese, Chinese and Korean, around) a rating. */
export const STAR_WORDS = list(`
  ★|⭐|☆|star|stars|stern|sterne|sternen|sterne-|étoile|étoiles|estrella|estrellas|stella|stelle|estrela|estrelas|ster|sterren|
  yıldız|yıldızlı|つ星|星|점|개|نجوم|نجمة|نجمات`);

/** Ratings in words, 1 to 5, per language ("five-star", "fünf Sterne", "cinq étoiles", "五つ星", "별 다섯 개"). */
export const RATING_NUMBERS: readonly (readonly string[])[] = [
  list("one|ein|eine|einen|eins|un|une|uno|una|um|uma|een|één|bir|一|ひと|한|하나|واحدة|واحد"),
  list("two|zwei|deux|dos|due|dois|duas|twee|iki|二|两|ふた|두|둘|اثنين|اثنتين"),
  list("three|drei|trois|tres|tre|três|drie|üç|三|みっ|세|셋|ثلاث|ثلاثة"),
  list("four|vier|quatre|cuatro|quattro|quatro|dört|四|よっ|네|넷|أربع|أربعة"),
  list("five|fünf|cinq|cinco|cinque|vijf|beş|五|いつ|다섯|خمس|خمسة"),
];
