import type { ReplyLanguage } from "@/lib/text/reply-language";

/**
 * What a review is about, by the words it uses, in every language the agent replies in: one
 * data file, so a missing word is added here and nowhere else. Latin-script entries match at
 * the start of a word ("refund" finds "refunded"; a trailing `$` asks for the whole word, so "perso$"
 * misses "persona"); Japanese, Chinese, Korean and Arabic entries match anywhere, since those
 * scripts do not separate (or attach particles to) words. ` … ` joins the parts of an entry that
 * may stand a few words apart, in that order ("ignore … instructions" finds "ignore all previous
 * instructions"). A review is read with its own language's words and English's (loanwords:
 * "Crash", "Login", "Bug"), after its text is normalised (review-topic.ts).
 *
 * Three lists hold a review for a person instead of a reply: `instructions` (a review that talks
 * to an AI: "ignore all previous instructions", "auto-approve"), `spam` (crypto giveaways, "earn
 * money", "click here") and `abuse` (insults, profanity). The others are the topics a reply
 * answers: a refund or a wrong charge (`billing`, Apple's way), a price or a price rise (`price`),
 * lost or unsynced data, signing in, sound or playback that stops (`audio`), a crash, a wish. Each
 * names a problem, so a happy review that mentions music or the price is not answered with an
 * apology.
 */

/** Lists that hold a review for a person; the rest are topics a reply answers. */
export const HELD_LISTS = ["instructions", "spam", "abuse"] as const;
export const REVIEW_TOPICS = [
  ...HELD_LISTS,
  "billing",
  "price",
  "data_loss",
  "login",
  "audio",
  "crash",
  "feature_request",
  "praise",
] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

type TopicWords = Record<ReviewTopic, string[]>;

const list = (words: string) =>
  words
    .split("|")
    .map((word) => word.trim())
    .filter(Boolean);

export const TOPIC_WORDS: Record<ReplyLanguage, TopicWords> = {
  en: {
    instructions: list(`
      ignore$ … instructions|ignore$ … prompt|ignore$ … your rules|disregard … instructions|disregard … prompt|forget … instructions|
      forget … your rules|override … instructions|previous instructions|prior instructions|above instructions|earlier instructions|
      new instructions:|system prompt|system message|you are now a$|you are now an$|from now on you are|from now on you will|
      pretend you are|act as a$|act as an$|as an ai$|as an ai language|as a language model|dear ai$|note to the ai|attention ai|
      ai reading this|if you are an ai|if you're an ai|auto-approve|autoapprove|auto approve|approve … automatically|jailbreak|
      developer mode|<system|</system|<publisher|</publisher|<store_data|</store_data|<instructions|[system]|[inst]`),
    spam: list(`
      free bitcoin|free btc|free crypto|bitcoin giveaway|crypto giveaway|giveaway|airdrop|casino|click here|earn money|
      make money fast|make money from home|get rich|work from home|double your money|double your bitcoin|use my code|
      use my referral|referral link|whatsapp me|telegram me|dm me for|follow me on|subscribe to my|check out my channel`),
    abuse: list("fuck|shit|asshole|bastard|idiot|moron|retard|dumbass|bitch|cunt|go to hell|kill yourself|kys$|scumbag|losers"),
    billing: list(`
      refund|charged|charge$|charges|charging me|overcharg|billing|billed|double charge|money back|my money|paid twice|
      paid for … but|paid for … not|paid for … doesn't|payment|pay again|my purchase|restore purchase|restore my purchase|
      in-app purchase|purchase … not|purchase … didn't|purchase … doesn't|purchased … not|purchased … didn't|free trial|trial$|
      scam|cancel my|cancelled my|canceled my|still charging|subscribed$`),
    price: list(`
      expensive|overpriced|pricey|price … went up|price … increase|price … doubled|doubled … price|raised … price|price hike|
      price increase|higher price|price is too|prices are too|price … too high|too much for|too much money|waste of money|
      not worth the money|not worth the price|not worth paying|can't afford|cannot afford|costs too|too costly|
      subscription fee|monthly fee|yearly fee|a month for|a year for|cheaper`),
    data_loss: list(`
      lost my|lost all|lost every|lose my|losing my|lost data|deleted|deleting|wiped|erased|vanished|disappeared|data loss|
      all my data|my data is|my entries|my notes are|are gone|is gone|all gone|missing data|data is missing|entries are missing|
      notes are missing|not syncing|doesn't sync|does not sync|won't sync|sync fails|sync failed|stopped syncing|out of sync|
      sync issue|sync problem|syncing problem`),
    login: list(`
      log in|login|log-in|logged out|logs me out|log me out|logging in|sign in|sign-in|signed out|signs me out|sign me out|
      signing in|password|my account|verification code|two-factor|2fa`),
    audio: list(`
      sound stops|sound cuts|sound stopped|no sound|without sound|audio stops|audio cuts|audio stopped|audio doesn't|
      audio does not|audio won't|no audio|playback stops|playback stopped|playback doesn't|playback does not|stops playing|
      stopped playing|stop playing|music stops|music stopped|when i lock|when the screen locks|screen is locked|lock the screen|
      lock my phone|locked my phone|screen lock|in the background … stop|background audio|background play|cuts out|cutting out|
      playback … stop|playback … paus|sound … stops|sound … cuts|audio … stops|audio … cuts|audio … drops|music … stops|
      music … cuts|music … paus|keeps pausing`),
    crash: list(`
      crash|freez|froze|won't open|wont open|doesn't open|does not open|won't start|doesn't start|won't load|doesn't load|
      closes itself|shuts down|bug|buggy|broken|glitch|not working|doesn't work|does not work|stopped working|hangs|stuck|
      black screen|white screen|error`),
    feature_request: list(`
      wish|would love|would be nice|would be great|please add|could you add|can you add|add a |add an |missing|feature|
      option to|suggestion|dark mode|export|i hope you add|it would be|i'd love|i would like|i'd like|please make|
      would appreciate|should have|should add`),
    praise: list("love|great|excellent|amazing|awesome|perfect|best app|fantastic|helpful|thank|brilliant|wonderful"),
  },
  de: {
    instructions: list(`
      ignoriere … anweisungen|ignorier … anweisungen|ignorieren sie … anweisungen|vergiss … anweisungen|
      vergessen sie … anweisungen|missachte … anweisungen|vorherigen anweisungen|bisherigen anweisungen|obigen anweisungen|
      neue anweisungen:|systemanweisung|systemprompt|du bist jetzt ein|ab jetzt bist du|als ki$|an die ki$|liebe ki$|
      sprachmodell|automatisch genehmig|automatisch freigeb`),
    spam: list(`
      kostenlose bitcoin|kostenlos bitcoin|gratis bitcoin|bitcoin gratis|kostenlose krypto|krypto-geschenk|gewinnspiel|
      geld verdienen|schnell reich|klick hier|klicken sie hier|casino`),
    abuse: list(
      "arschloch|idiot|vollidiot|scheiß|scheiss|scheiße|wichser|hurensohn|fick$|ficken|fick dich|missgeburt|verpiss|drecksack|penner$",
    ),
    billing: list(`
      erstatt|rückerstatt|geld zurück|mein geld|abgebucht|abbuch|doppelt berechnet|zweimal berechnet|zahlung|bezahlt$|
      gezahlt|in-app-kauf|käufe wiederherstellen|kauf … nicht|gekauft … nicht|gekauft … aber|gekauft … trotzdem|kündig|
      testphase|abzocke|betrug`),
    price: list(`
      teuer$|teurer|zu teuer|überteuert|preis … erhöht|erhöht … preis|preis … verdoppelt|verdoppelt … preis|preiserhöhung|
      preis … gestiegen|preis … zu hoch|nicht wert|kostet … zu viel|gebühr|abo … teuer|günstiger`),
    data_loss: list(`
      verloren|gelöscht|alles weg|sind weg|ist weg|verschwunden|meine daten|alle daten|datenverlust|meine einträge|
      synchronisiert nicht|synchronisation|synchronisierung|sync funktioniert nicht`),
    login: list("anmeld|angemeld|einlogg|eingeloggt|login|abgemeldet|meldet mich ab|ausgeloggt|loggt mich aus|passwort|mein konto|zugang"),
    audio: list(`
      ton … bricht ab|ton … stoppt|ton … aus$|kein ton|ohne ton|musik … stoppt|musik … bricht ab|musik … hört auf|
      hört auf zu spielen|wiedergabe stoppt|wiedergabe bricht|wiedergabe … abgebrochen|stoppt die wiedergabe|sperrbildschirm|
      bildschirm sperre|bildschirm gesperrt|sperre ich|im hintergrund … stopp|im hintergrund … aus$`),
    crash: list(`
      stürzt|absturz|abstürz|hängt|friert|einfrier|öffnet nicht|startet nicht|lädt nicht|fehler|funktioniert nicht|geht nicht|
      kaputt|schließt sich|bug`),
    feature_request: list(`
      wünsche|wunsch|wäre schön|wäre toll|wäre super|wäre gut|wäre es|bitte füg|hinzufügen|fehlt|neue funktion|eine funktion|
      feature|option|vorschlag|dunkelmodus|dark mode|export|würde mich freuen|könntet ihr|könnten sie|einbauen|hätte gern|vermisse`),
    praise: list("liebe|toll|super|großartig|perfekt|klasse|genial|danke|hervorragend|spitze|empfehlenswert"),
  },
  fr: {
    instructions: list(`
      ignore … instructions|ignorez … instructions|oublie … instructions|oubliez … instructions|instructions précédentes|
      nouvelles instructions :|nouvelles instructions:|invite système|prompt système|tu es maintenant|désormais tu es|
      en tant qu'ia|chère ia|à l'ia$|modèle de langage|approuve automatiquement|approuvez automatiquement|approbation automatique`),
    spam: list(`
      bitcoin gratuit|bitcoins gratuits|crypto gratuite|cadeau crypto|gagnez de l'argent|gagner de l'argent|cliquez ici|casino|
      jeu concours`),
    abuse: list("connard|connards|putain|merde|enculé|salaud|salope|abruti|crétin|ta gueule|nique|bande de nuls"),
    billing: list(`
      rembours|débit|prélev|factur|payé|payer|paiement|mes achats|restaurer … achats|achat … pas|acheté … pas|acheté … mais|
      arnaque|essai gratuit|deux fois|résili|mon argent`),
    price: list(`
      trop cher|cher$|chère$|hors de prix|prix … augment|augment … prix|prix … doublé|doublé … prix|hausse … prix|
      prix … élevé|prix exorbitant|coûte … trop|pas donné|ne vaut pas`),
    data_loss: list("perdu|perte de|supprim|effacé|disparu|mes données|toutes mes données|synchronis"),
    login: list("connexion|connecter|déconnect|identifi|mot de passe|mon compte|se connecter"),
    audio: list(`
      le son … coupe|son coupé|plus de son|pas de son|sans son|la lecture … arrête|la lecture … coupe|s'arrête de jouer|
      la musique … arrête|la musique … coupe|écran verrouillé|verrouille … écran|verrouiller … écran|se verrouille|en arrière-plan … arrête|arrière-plan … coupe`),
    crash: list(`
      plante|plantage|crash|bug|beug|se ferme|ferme toute seule|fige|figé|bloqu|ne s'ouvre|ne marche|ne fonctionne|erreur|
      écran noir`),
    feature_request: list(`
      j'aimerais|ce serait bien|ce serait top|serait génial|ajouter|ajoutez|manque|fonctionnalité|option|suggestion|mode sombre|
      export|pourriez-vous|pourrais-tu|j'adorerais|il faudrait|serait-il possible`),
    praise: list("j'adore|génial|super|excellent|parfait|merci|top|formidable|bravo"),
  },
  es: {
    instructions: list(`
      ignora … instrucciones|ignore … instrucciones|ignoren … instrucciones|olvida … instrucciones|olvide … instrucciones|
      instrucciones anteriores|nuevas instrucciones:|prompt del sistema|mensaje del sistema|ahora eres|a partir de ahora eres|
      como ia$|querida ia|para la ia$|modelo de lenguaje|aprueba automáticamente|aprobar automáticamente|aprobación automática`),
    spam: list("bitcoin gratis|criptomonedas gratis|cripto gratis|sorteo|gana dinero|ganar dinero|haz clic aquí|casino"),
    abuse: list("idiota|imbécil|gilipollas|mierda|pendejo|cabrón|puta|joder|estúpido|malparido"),
    billing: list(`
      reembols|devuelvan|devolución|cobr|cargo|pagu|pago|pagar|pagado|mis compras|restaurar … compras|compra … no|compré … no|
      compré … pero|factur|estafa|prueba gratuita|dos veces|mi dinero`),
    price: list(`
      caro$|cara$|carísim|demasiado caro|precio … subi|subi … precio|precio … aument|aument … precio|precio … dobl|
      dobl … precio|precio … alto|no vale … dinero|cuesta … demasiado`),
    data_loss: list("perdí|perdido|pérdida|borr|elimin|desaparec|mis datos|todos mis datos|sincroniz"),
    login: list("iniciar sesión|inicio de sesión|sesión|contraseña|mi cuenta|acceder|no puedo entrar|login"),
    audio: list(`
      el sonido … corta|se corta el sonido|sin sonido|no hay sonido|la reproducción … detiene|la reproducción … para|
      deja de reproducir|deja de sonar|la música … para|la música … detiene|se corta el audio|el audio … corta|
      el audio … detiene|pantalla bloqueada|bloqueo la pantalla|bloquear la pantalla|segundo plano … corta|
      segundo plano … detiene`),
    crash: list(`
      se cierra|cierra sola|crash|bloque|se cuelga|cuelga|congel|no abre|no funciona|falla|fallo|error|bug|pantalla negra|
      se traba`),
    feature_request: list(`
      me gustaría|sería genial|sería bueno|añadir|agregar|agreguen|añadan|falta|función|funcionalidad|opción|sugerencia|
      modo oscuro|exportar|podrían añadir|podrían agregar|ojalá`),
    praise: list("me encanta|genial|excelente|perfecta|perfecto|increíble|gracias|buenísima|muy buena|recomiendo"),
  },
  it: {
    instructions: list(`
      ignora … istruzioni|ignori … istruzioni|dimentica … istruzioni|istruzioni precedenti|nuove istruzioni:|prompt di sistema|
      messaggio di sistema|ora sei un|d'ora in poi sei|come ia$|cara ia|all'ia$|modello linguistico|approva automaticamente|
      approvazione automatica`),
    spam: list("bitcoin gratis|crypto gratis|criptovalute gratis|guadagna soldi|guadagnare soldi|clicca qui|casinò|casino$"),
    abuse: list("idiota|idioti|stronzo|stronzi|merda|cazzo|vaffanculo|coglione|imbecille|deficienti"),
    billing: list(`
      rimbors|addebit|pagat|pagament|pagare|ripristina acquisti|i miei acquisti|acquisto … non|acquistato … non|
      acquistato … ma|truffa|fattur|prova gratuita|due volte|i miei soldi`),
    price: list(`
      caro$|cara$|costoso|troppo caro|prezzo … aument|aument … prezzo|prezzo … raddoppi|raddoppi … prezzo|rincar|
      prezzo … alto|non vale … soldi|costa … troppo`),
    data_loss: list("perso$|persi$|perdita|cancellat|eliminat|spariti|sparit|scompars|i miei dati|tutti i dati|sincronizz"),
    login: list("accesso|accedere|login|password|il mio account|disconnett|effettuare l'accesso|non riesco ad accedere"),
    audio: list(`
      l'audio … interromp|audio si interrompe|senza audio|niente audio|nessun suono|il suono … interromp|
      la riproduzione … ferma|la riproduzione … interromp|smette di suonare|la musica … ferma|la musica … interromp|
      schermo bloccato|blocco lo schermo|bloccare lo schermo|blocco il telefono|in background … interromp|in background … ferma`),
    crash: list("si blocca|blocc|crash|si chiude|chiude da sola|non si apre|non funziona|bug|errore|congel|schermo nero|si pianta"),
    feature_request: list(`
      vorrei|sarebbe bello|sarebbe utile|sarebbe fantastico|sarebbe perfett|sarebbe ottimo|sarebbe comodo|mi piacerebbe|
      aggiungere|aggiungete|aggiungeste|potreste aggiungere|ci fosse|manca|funzione|funzionalità|opzione|suggerimento|
      modalità scura|esporta|spero che aggiung`),
    praise: list("adoro|fantastic|ottima|ottimo|perfetta|perfetto|grazie|eccellente|bellissima|consiglio"),
  },
  "pt-BR": {
    instructions: list(`
      ignore … instruções|ignora … instruções|esqueça … instruções|esquece … instruções|instruções anteriores|
      novas instruções:|prompt do sistema|mensagem do sistema|agora você é|a partir de agora você|como ia$|querida ia|
      para a ia$|modelo de linguagem|aprove automaticamente|aprovar automaticamente|aprovação automática`),
    spam: list("bitcoin grátis|bitcoin gratis|cripto grátis|ganhe dinheiro|ganhar dinheiro|clique aqui|cassino|sorteio"),
    abuse: list("idiota|merda|porra|caralho|babaca|otário|filho da puta|imbecil|lixo de gente"),
    billing: list(`
      reembols|estorno|cobr|pagu|pago|pagar|pagamento|minhas compras|restaurar compras|compra … não|comprei … não|comprei … mas|
      golpe|teste grátis|duas vezes|meu dinheiro`),
    price: list(`
      caro$|cara$|caríssim|muito caro|preço … subiu|subiu … preço|preço … aument|aument … preço|preço … dobr|dobr … preço|
      preço … alto|não vale … dinheiro|custa … muito`),
    data_loss: list("perdi|perdido|perda|apag|excluí|sumiu|sumiram|desaparec|meus dados|todos os dados|sincroniz"),
    login: list("login|entrar na|minha conta|senha|acesso|desconect|fazer login|não consigo entrar"),
    audio: list(`
      o som … corta|som corta|sem som|o áudio … para|áudio para|a reprodução … para|para de tocar|parou de tocar|
      a música … para|tela bloqueada|bloqueio a tela|bloquear a tela|bloqueio o celular|segundo plano … para|segundo plano … corta`),
    crash: list("trava|travando|fecha sozinho|crash|fecha|não abre|não funciona|bug|erro|congel|tela preta"),
    feature_request: list(`
      gostaria|seria ótimo|seria bom|seria legal|adicionar|adicionem|poderiam adicionar|falta|função|funcionalidade|opção|
      sugestão|sugiro|modo escuro|exportar`),
    praise: list("adoro|amei|ótimo|excelente|perfeito|obrigado|obrigada|maravilhoso|recomendo"),
  },
  nl: {
    instructions: list(`
      negeer … instructies|vergeet … instructies|vorige instructies|eerdere instructies|nieuwe instructies:|systeemprompt|
      systeembericht|je bent nu een|vanaf nu ben je|als ai$|beste ai$|aan de ai$|taalmodel|automatisch goedkeuren|
      automatisch goedgekeurd|keur automatisch`),
    spam: list("gratis bitcoin|gratis crypto|geld verdienen|snel rijk|klik hier|casino|winactie|weggeefactie"),
    abuse: list("klootzak|kut|lul$|idioot|idioten|tering$|kanker$|godverdomme|eikel$|sukkels"),
    billing: list(`
      terugbetal|geld terug|afgeschreven|afschrijving|betaal|betaald|betaling|aankopen herstellen|mijn aankoop|aankoop … niet|
      gekocht … niet|gekocht … maar|oplichting|proefperiode|dubbel|mijn geld`),
    price: list(`
      duur$|te duur|duurder|prijs … verhoogd|verhoogd … prijs|prijs … verdubbeld|verdubbeld … prijs|prijsverhoging|
      prijs … omhoog|prijs … hoog|niet waard|kost … te veel`),
    data_loss: list("kwijt|verloren|verwijderd|verdwenen|mijn gegevens|alle gegevens|data weg|synchronis|sync werkt niet"),
    login: list("inloggen|ingelogd|uitgelogd|logt me uit|log in|wachtwoord|mijn account|aanmelden"),
    audio: list(`
      geluid … valt weg|geluid … stopt|geen geluid|zonder geluid|het afspelen … stopt|stopt met afspelen|stopt met spelen|
      muziek … stopt|vergrendeld scherm|scherm vergrendel|vergrendel … scherm|op de achtergrond … stopt`),
    crash: list("crash|loopt … vast|vastloop|sluit af|gaat dicht|start niet|opent niet|werkt niet|bug|foutmelding|fout|zwart scherm|hangt"),
    feature_request: list(`
      zou fijn zijn|zou mooi zijn|zou handig zijn|graag zou|zou graag|toevoegen|voeg|ik mis|ontbreekt|functie|optie|suggestie|
      donkere modus|exporteren|kunnen jullie|ik zou willen`),
    praise: list("geweldig|top|super|perfect|bedankt|uitstekend|fantastisch|aanrader"),
  },
  tr: {
    instructions: list(`
      önceki talimatları|talimatları yok say|talimatları görmezden|talimatları unut|yeni talimatlar:|sistem istemi|
      sistem mesajı|artık sen bir|bundan sonra sen|yapay zeka olarak|sevgili yapay zeka|dil modeli|otomatik onayla|
      otomatik onay`),
    spam: list("bedava bitcoin|ücretsiz bitcoin|bedava kripto|para kazan|hemen zengin|buraya tıkla|tıklayın|kumarhane|casino|çekiliş"),
    abuse: list("aptal|salak|gerizekalı|siktir|amk$|orospu|şerefsiz|mal herif"),
    billing: list("iade|geri ödeme|ödeme|ödedim|paramı|satın aldım … ama|satın alımlar|dolandır|deneme süresi|iki kez|iki defa"),
    price: list("pahalı|zam$|zamlan|zam geldi|fiyat … art|fiyat … yüksek|fiyat … iki katı|değmez"),
    data_loss: list("kayboldu|kaybettim|kayıp|silindi|verilerim|tüm veriler|veri kaybı|senkron"),
    login: list("giriş|oturum|şifre|parola|hesabım|hesabıma|hesap$"),
    audio: list(
      "ses … kesil|ses gitti|ses yok|sesi yok|oynatma … dur|çalmayı durdur|müzik … dur|ekran kilitl|kilit ekran|arka planda … dur|arka planda … kesil",
    ),
    crash: list("çöküyor|çöktü|çökme|kapanıyor|donuyor|dondu|açılmıyor|çalışmıyor|hata|bug"),
    feature_request: list("keşke|eklense|eklenmesi|eklerseniz|özellik|seçenek|öneri|karanlık mod|olsa iyi olur"),
    praise: list("harika|mükemmel|süper|teşekkür|bayıldım|çok iyi|tavsiye"),
  },
  ja: {
    instructions: list(`
      指示を無視|指示は無視|命令を無視|これまでの指示|以前の指示|前の指示|上記の指示|新しい指示|システムプロンプト|
      プロンプトを無視|あなたは今から|今からあなたは|AIとして|AIの方へ|言語モデル|自動承認|自動で承認|自動的に承認`),
    spam: list(
      "無料ビットコイン|ビットコイン無料|ビットコインを無料|仮想通貨プレゼント|暗号資産プレゼント|簡単に稼げ|ここをクリック|カジノ",
    ),
    abuse: list("バカ|馬鹿|アホ|クソ|死ね|カス|ふざけんな"),
    billing: list(
      "返金|請求|払い戻し|二重|購入したのに|購入が反映|購入を復元|購入済みなのに|解約|お金を返|課金され|課金したのに|引き落とし",
    ),
    price: list("値上げ|値上がり|高すぎ|高くな|料金が高|価格が高|値段が高|割高"),
    data_loss: list("消え|消失|削除され|データが|失っ|なくなっ|無くなっ|同期"),
    login: list("ログイン|ログアウト|サインイン|パスワード|アカウント|認証"),
    audio: list(
      "再生が止ま|再生が停止|再生が途切れ|音が止ま|音が出な|音声が途切れ|音が途切れ|ロック画面|画面をロック|ロックすると|バックグラウンドで再生|バックグラウンド … 止ま",
    ),
    crash: list(
      "落ち|クラッシュ|強制終了|起動しな|起動しませ|起動でき|開かな|開きませ|固ま|フリーズ|動かな|動きませ|バグ|エラー|不具合|機能しな",
    ),
    feature_request: list("欲しい|ほしい|追加して|機能|要望|希望|ダークモード|あったら嬉しい|あれば嬉しい|あると嬉しい|あると便利"),
    praise: list("最高|素晴らしい|便利|大好き|ありがとう|使いやすい"),
  },
  "zh-Hans": {
    instructions: list(`
      忽略之前|忽略以上|忽略上面|忽略所有|忽略你的|无视之前|无视以上|之前的指令|之前的指示|新的指令|系统提示|你现在是|
      从现在起你|作为AI|作为人工智能|语言模型|自动批准|自动通过|自动审批`),
    spam: list("免费比特币|比特币免费|免费领取|加微信|加我微信|赚钱|点击这里|赌场|空投"),
    abuse: list("傻逼|傻B|白痴|去死|操你|他妈的|脑残|滚蛋"),
    billing: list("退款|扣费|扣款|乱扣|扣了|退钱|重复扣|被扣|恢复购买|购买了却|购买后没有|买了用不了|充值了"),
    price: list("涨价|太贵|贵了|价格太高|收费太高|不值"),
    data_loss: list("丢失|消失|没了|删除了|数据|不见了|记录全|同步"),
    login: list("登录|登陆|账号|帐号|密码|退出登录|验证码"),
    audio: list("播放中断|播放停止|停止播放|声音中断|没有声音|没声音|声音就没|锁屏|后台播放"),
    crash: list("崩溃|闪退|打不开|卡死|卡住|无法打开|无法使用|用不了|bug|错误|报错|死机"),
    feature_request: list("希望|建议|增加|添加|功能|要是有|深色模式"),
    praise: list("很好|好用|太棒|喜欢|谢谢|完美|推荐"),
  },
  ko: {
    instructions: list(`
      지시를 무시|지시사항을 무시|지침을 무시|이전 지시|이전의 지시|새로운 지시|시스템 프롬프트|너는 이제|지금부터 너는|
      AI로서|인공지능으로서|언어 모델|자동 승인|자동으로 승인`),
    spam: list("무료 비트코인|비트코인 무료|코인 무료|돈 버는|돈벌이|여기를 클릭|카지노"),
    abuse: list("씨발|시발|병신|개새끼|바보|멍청|지랄|꺼져라"),
    billing: list("환불|결제|청구|과금|돈을|이중|두 번"),
    price: list("비싸|가격 인상|요금 인상|가격이 올|요금이 올|가격이 너무|구독료가"),
    data_loss: list("사라|삭제되|날아가|데이터|잃어|동기화"),
    login: list("로그인|로그아웃|계정|비밀번호|인증"),
    audio: list(
      "재생이 멈|재생이 중단|소리가 안|소리가 끊|소리가 멈|음악이 멈|화면을 잠그|화면 잠금|잠금 화면|백그라운드에서 음악|백그라운드에서 재생|백그라운드 … 멈|백그라운드 … 끊",
    ),
    crash: list("튕|종료되|꺼져요|꺼집니다|크래시|멈춰|멈추|안 열|실행이 안|오류|버그|작동하지|작동이 안"),
    feature_request: list("추가해|추가되|기능|있었으면|바랍니다|건의|다크 모드|다크모드"),
    praise: list("최고|좋아요|감사|완벽|훌륭|추천"),
  },
  ar: {
    instructions: list(`
      تجاهل التعليمات|تجاهل جميع التعليمات|تجاهل كل التعليمات|التعليمات السابقة|تعليمات جديدة|موجه النظام|أنت الآن|
      بصفتك ذكاء|نموذج لغوي|وافق تلقائيا|موافقة تلقائية`),
    spam: list("بيتكوين مجاني|بيتكوين مجانا|عملات مجانية|اربح المال|اربح الآن|اضغط هنا|كازينو"),
    abuse: list("غبي|أغبياء|اغبياء|اللعنة|لعنة الله|حقير|تبا لكم|يا حيوان"),
    billing: list("استرداد|استرجاع|خصم|المبلغ|دفعت|أموالي|اموالي|فلوسي|استعادة المشتريات|فاتورة|مرتين"),
    price: list("غالي|غالية|مكلف|ارتفاع السعر|ارتفع السعر|السعر مرتفع|زيادة السعر|الأسعار مرتفعة|رفع السعر"),
    data_loss: list("فقدت|ضاعت|حذف|اختفت|بياناتي|البيانات|مزامنة"),
    login: list("تسجيل الدخول|الدخول|حسابي|الحساب|كلمة المرور|كلمة السر"),
    audio: list(
      "يتوقف الصوت|توقف الصوت|انقطاع الصوت|ينقطع الصوت|لا يوجد صوت|بدون صوت|يتوقف التشغيل|توقف التشغيل|قفل الشاشة|الشاشة مقفلة|أقفل الشاشة",
    ),
    crash: list("يتعطل|تعطل|يغلق|ينهار|توقف|لا يعمل|لا يفتح|خطأ|مشكلة تقنية"),
    feature_request: list("أتمنى|اتمنى|إضافة|اضافة|ميزة|خاصية|اقتراح|الوضع الداكن"),
    praise: list("رائع|ممتاز|شكرا|شكرًا|أحب|جميل|مفيد"),
  },
};

/** Scripts without spaces between words (or with particles attached): their words match anywhere. */
export const SUBSTRING_LANGUAGES = new Set<ReplyLanguage>(["ja", "zh-Hans", "ko", "ar"]);
