import type { ReplyLanguage } from "@/lib/text/reply-language";

/**
 * What a review is about, by the words it uses, in every language the agent replies in: one
 * data file, so a missing word is added here and nowhere else. Latin-script entries match at
 * the start of a word ("refund" finds "refunded"; a trailing `$` asks for the whole word, so "perso$"
 * misses "persona"); Japanese, Chinese, Korean and Arabic entries
 * match anywhere, since those scripts do not separate (or attach particles to) words. A review
 * is read with its own language's words and English's (loanwords: "Crash", "Login", "Bug").
 */

/** Topics a reply answers; `abuse` gets no reply but waits for a person. */
export const REVIEW_TOPICS = ["abuse", "billing", "data_loss", "login", "crash", "feature_request", "praise"] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

type TopicWords = Record<ReviewTopic, string[]>;

const list = (words: string) =>
  words
    .split("|")
    .map((word) => word.trim())
    .filter(Boolean);

export const TOPIC_WORDS: Record<ReplyLanguage, TopicWords> = {
  en: {
    abuse: list("fuck|shit|asshole|bastard|idiot|moron|retard|dumbass|bitch|cunt|go to hell|kill yourself|kys$|scumbag|losers"),
    billing: list(
      "refund|charged|charge$|charges|charging me|overcharg|billing|billed|subscri|money|paid|payment|pay for|pay again|purchase|price|cost$|costs|costly|expensive|in-app purchase|free trial|trial$|fee$|fees$|scam|restore purchase|cancel my",
    ),
    data_loss: list(
      "lost my|lost all|lost every|lose my|losing my|lost data|deleted|deleting|wiped|erased|vanished|disappeared|data loss|all my data|my data is|my entries|my notes are|are gone|is gone|all gone|missing data|data is missing|entries are missing|notes are missing",
    ),
    login: list(
      "log in|login|log-in|logged out|logs me out|log me out|logging in|sign in|sign-in|signed out|signs me out|sign me out|signing in|password|my account|verification code|two-factor|2fa",
    ),
    crash: list(
      "crash|freez|froze|won't open|wont open|doesn't open|does not open|won't start|doesn't start|won't load|doesn't load|closes itself|shuts down|bug|buggy|broken|glitch|not working|doesn't work|does not work|stopped working|hangs|stuck|black screen|white screen|error",
    ),
    feature_request: list(
      "wish|would love|would be nice|would be great|please add|could you add|add a |add an |missing|feature|option to|suggestion|dark mode|export|i hope you add|it would be",
    ),
    praise: list("love|great|excellent|amazing|awesome|perfect|best app|fantastic|helpful|thank|brilliant|wonderful"),
  },
  de: {
    abuse: list(
      "arschloch|idiot|vollidiot|scheiß|scheiss|scheiße|wichser|hurensohn|fick$|ficken|fick dich|missgeburt|verpiss|drecksack|penner$",
    ),
    billing: list(
      "erstatt|rückerstatt|geld zurück|geld|abgebucht|abbuch|abo$|abos$|abonnement|abonniert|kosten|preis|bezahl|gezahlt|zahlung|kauf|gekauft|in-app-kauf|doppelt berechnet|kündig|testphase|abzocke",
    ),
    data_loss: list("verloren|gelöscht|alles weg|sind weg|ist weg|verschwunden|meine daten|alle daten|datenverlust|meine einträge"),
    login: list("anmeld|angemeld|einlogg|eingeloggt|login|abgemeldet|meldet mich ab|ausgeloggt|loggt mich aus|passwort|mein konto|zugang"),
    crash: list(
      "stürzt|absturz|abstürz|hängt|friert|einfrier|öffnet nicht|startet nicht|lädt nicht|fehler|funktioniert nicht|geht nicht|kaputt|schließt sich|bug",
    ),
    feature_request: list(
      "wünsche|wunsch|wäre schön|wäre toll|wäre super|wäre gut|bitte füg|hinzufügen|fehlt|neue funktion|eine funktion|feature|option|vorschlag|dunkelmodus|dark mode|export",
    ),
    praise: list("liebe|toll|super|großartig|perfekt|klasse|genial|danke|hervorragend|spitze|empfehlenswert"),
  },
  fr: {
    abuse: list("connard|connards|putain|merde|enculé|salaud|salope|abruti|crétin|ta gueule|nique|bande de nuls"),
    billing: list(
      "rembours|débit|prélev|factur|abonnement|abonn|payé|payer|paiement|achat|achet|prix|argent|arnaque|essai gratuit|restaurer mes achats",
    ),
    data_loss: list("perdu|perte de|supprim|effacé|disparu|mes données|toutes mes données"),
    login: list("connexion|connecter|déconnect|identifi|mot de passe|mon compte|se connecter"),
    crash: list(
      "plante|plantage|crash|bug|beug|se ferme|ferme toute seule|fige|figé|bloqu|ne s'ouvre|ne marche|ne fonctionne|erreur|écran noir",
    ),
    feature_request: list(
      "j'aimerais|ce serait bien|serait génial|ajouter|ajoutez|manque|fonctionnalité|option|suggestion|mode sombre|export",
    ),
    praise: list("j'adore|génial|super|excellent|parfait|merci|top|formidable|bravo"),
  },
  es: {
    abuse: list("idiota|imbécil|gilipollas|mierda|pendejo|cabrón|puta|joder|estúpido|malparido"),
    billing: list(
      "reembols|devuelvan|devolución|cobr|cargo|suscrip|pagu|pago|pagar|pagado|precio|dinero|compra|compré|factur|estafa|prueba gratuita",
    ),
    data_loss: list("perdí|perdido|pérdida|borr|elimin|desaparec|mis datos|todos mis datos"),
    login: list("iniciar sesión|inicio de sesión|sesión|contraseña|mi cuenta|acceder|no puedo entrar|login"),
    crash: list(
      "se cierra|cierra sola|crash|bloque|se cuelga|cuelga|congel|no abre|no funciona|falla|fallo|error|bug|pantalla negra|se traba",
    ),
    feature_request: list(
      "me gustaría|sería genial|sería bueno|añadir|agregar|agreguen|añadan|falta|función|funcionalidad|opción|sugerencia|modo oscuro|exportar",
    ),
    praise: list("me encanta|genial|excelente|perfecta|perfecto|increíble|gracias|buenísima|muy buena|recomiendo"),
  },
  it: {
    abuse: list("idiota|idioti|stronzo|stronzi|merda|cazzo|vaffanculo|coglione|imbecille|deficienti"),
    billing: list("rimbors|addebit|pagat|pagament|pagare|abbonament|acquist|prezzo|soldi|truffa|fattur|prova gratuita|ripristina acquisti"),
    data_loss: list("perso$|persi$|perdita|cancellat|eliminat|spariti|sparit|scompars|i miei dati|tutti i dati"),
    login: list("accesso|accedere|login|password|il mio account|disconnett|effettuare l'accesso|non riesco ad accedere"),
    crash: list("si blocca|blocc|crash|si chiude|chiude da sola|non si apre|non funziona|bug|errore|congel|schermo nero|si pianta"),
    feature_request: list(
      "vorrei|sarebbe bello|sarebbe utile|aggiungere|aggiungete|manca|funzione|funzionalità|opzione|suggerimento|modalità scura|esporta",
    ),
    praise: list("adoro|fantastic|ottima|ottimo|perfetta|perfetto|grazie|eccellente|bellissima|consiglio"),
  },
  "pt-BR": {
    abuse: list("idiota|merda|porra|caralho|babaca|otário|filho da puta|imbecil|lixo de gente"),
    billing: list(
      "reembols|estorno|cobr|assinatura|pagu|pago|pagar|pagamento|preço|dinheiro|compra|comprei|golpe|teste grátis|restaurar compras",
    ),
    data_loss: list("perdi|perdido|perda|apag|excluí|sumiu|sumiram|desaparec|meus dados|todos os dados"),
    login: list("login|entrar na|minha conta|senha|acesso|desconect|fazer login|não consigo entrar"),
    crash: list("trava|travando|fecha sozinho|crash|fecha|não abre|não funciona|bug|erro|congel|tela preta"),
    feature_request: list(
      "gostaria|seria ótimo|seria bom|adicionar|adicionem|falta|função|funcionalidade|opção|sugestão|modo escuro|exportar",
    ),
    praise: list("adoro|amei|ótimo|excelente|perfeito|obrigado|obrigada|maravilhoso|recomendo"),
  },
  nl: {
    abuse: list("klootzak|kut|lul$|idioot|idioten|tering$|kanker$|godverdomme|eikel$|sukkels"),
    billing: list(
      "terugbetal|geld terug|geld|afgeschreven|afschrijving|abonnement|betaal|betaald|betaling|aankoop|gekocht|prijs|kosten|oplichting|proefperiode",
    ),
    data_loss: list("kwijt|verloren|verwijderd|verdwenen|mijn gegevens|alle gegevens|data weg"),
    login: list("inloggen|ingelogd|uitgelogd|logt me uit|log in|wachtwoord|mijn account|aanmelden"),
    crash: list("crash|loopt vast|vastloop|sluit af|gaat dicht|start niet|opent niet|werkt niet|bug|foutmelding|fout|zwart scherm|hangt"),
    feature_request: list(
      "zou fijn zijn|zou mooi zijn|zou handig zijn|graag zou|toevoegen|voeg|ik mis|ontbreekt|functie|optie|suggestie|donkere modus|exporteren",
    ),
    praise: list("geweldig|top|super|perfect|bedankt|uitstekend|fantastisch|aanrader"),
  },
  tr: {
    abuse: list("aptal|salak|gerizekalı|siktir|amk$|orospu|şerefsiz|mal herif"),
    billing: list("iade|geri ödeme|ücret|ödeme|ödedim|abonelik|para|paramı|satın al|satın aldım|fiyat|dolandır|deneme süresi"),
    data_loss: list("kayboldu|kaybettim|kayıp|silindi|verilerim|tüm veriler|veri kaybı"),
    login: list("giriş|oturum|şifre|parola|hesabım|hesabıma|hesap$"),
    crash: list("çöküyor|çöktü|çökme|kapanıyor|donuyor|dondu|açılmıyor|çalışmıyor|hata|bug"),
    feature_request: list("keşke|eklense|eklenmesi|eklerseniz|özellik|seçenek|öneri|karanlık mod|olsa iyi olur"),
    praise: list("harika|mükemmel|süper|teşekkür|bayıldım|çok iyi|tavsiye"),
  },
  ja: {
    abuse: list("バカ|馬鹿|アホ|クソ|死ね|カス|ふざけんな"),
    billing: list("返金|課金|請求|払い戻し|サブスク|購読|料金|支払|二重|購入|解約|お金"),
    data_loss: list("消え|消失|削除され|データが|失っ|なくなっ|無くなっ"),
    login: list("ログイン|ログアウト|サインイン|パスワード|アカウント|認証"),
    crash: list("落ち|クラッシュ|強制終了|起動しな|開かな|固ま|フリーズ|動かな|バグ|エラー|不具合|機能しな"),
    feature_request: list("欲しい|ほしい|追加して|機能|要望|希望|ダークモード"),
    praise: list("最高|素晴らしい|便利|大好き|ありがとう|使いやすい"),
  },
  "zh-Hans": {
    abuse: list("傻逼|傻B|白痴|去死|操你|他妈的|脑残|滚蛋"),
    billing: list("退款|扣费|扣款|收费|付费|订阅|充值|购买|退钱|价格|续费|扣了|乱扣"),
    data_loss: list("丢失|消失|没了|删除了|数据|不见了|记录全"),
    login: list("登录|登陆|账号|帐号|密码|退出登录|验证码"),
    crash: list("崩溃|闪退|打不开|卡死|卡住|无法打开|无法使用|用不了|bug|错误|报错|死机"),
    feature_request: list("希望|建议|增加|添加|功能|要是有|深色模式"),
    praise: list("很好|好用|太棒|喜欢|谢谢|完美|推荐"),
  },
  ko: {
    abuse: list("씨발|시발|병신|개새끼|바보|멍청|지랄|꺼져라"),
    billing: list("환불|결제|구독|청구|요금|구매|과금|돈을"),
    data_loss: list("사라|삭제되|날아가|데이터|잃어"),
    login: list("로그인|로그아웃|계정|비밀번호|인증"),
    crash: list("튕|종료되|꺼져요|꺼집니다|크래시|멈춰|멈추|안 열|실행이 안|오류|버그|작동하지|작동이 안"),
    feature_request: list("추가해|추가되|기능|있었으면|바랍니다|건의|다크 모드|다크모드"),
    praise: list("최고|좋아요|감사|완벽|훌륭|추천"),
  },
  ar: {
    abuse: list("غبي|أغبياء|اغبياء|اللعنة|لعنة الله|حقير|تبا لكم|يا حيوان"),
    billing: list("استرداد|استرجاع|خصم|المبلغ|اشتراك|الاشتراك|دفع|دفعت|أموال|اموال|فلوس|سعر|شراء|فاتورة|رسوم"),
    data_loss: list("فقدت|ضاعت|حذف|اختفت|بياناتي|البيانات"),
    login: list("تسجيل الدخول|الدخول|حسابي|الحساب|كلمة المرور|كلمة السر"),
    crash: list("يتعطل|تعطل|يغلق|ينهار|توقف|لا يعمل|لا يفتح|خطأ|مشكلة تقنية"),
    feature_request: list("أتمنى|اتمنى|إضافة|اضافة|ميزة|خاصية|اقتراح|الوضع الداكن"),
    praise: list("رائع|ممتاز|شكرا|شكرًا|أحب|جميل|مفيد"),
  },
};

/** Scripts without spaces between words (or with particles attached): their words match anywhere. */
export const SUBSTRING_LANGUAGES = new Set<ReplyLanguage>(["ja", "zh-Hans", "ko", "ar"]);
