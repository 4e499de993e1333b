/**
 * The words the local engine reads beside its classifier (decision 017): cues that mark a topic,
 * a variant of one, or a behaviour (a complaint, an injection, buying intent) in the normalized
 * text of a visitor's message (lower case, no accents: ./text.ts). The classifier alone decides
 * nothing from one shared word; these cues are the evidence a rule in ./local.ts asks for.
 */
import type { Intent } from "../../../app/content/assistant/intents.ts";
import { normalize } from "./text.ts";

/** "Can someone contact me?": the chat asks for name and e-mail or WhatsApp. */
export const CONTACT_ME =
  /\b((me|nos) (mandais|mandas|mandan|envias|enviais|envian|pasais|pasan) (la |toda la |mas )?(info|informacion|detalles|precios) (por|al|x) (correo|mail|email|whatsapp|wsp)|(send|email|e mail|mail) (me|us) (something|a summary|some info|an overview)( that)? (i|we) (can|could) (just )?(forward|pass on|share|send on)|(someone|somebody|alguien)( \w+){0,4} (to )?(follow up|get back to me|reach out to me|contact me|contactarme|me contacte|me escriba)|(send|flick|shoot|email|e mail|mail|text|whatsapp) (me|us) (a |the |your )?(proper |formal |detailed |written |rough |quick )?(quote|quotation|proposal|estimate|details|info|information)|(send|flick|shoot) (me |us )?(the )?(details|info|information) (on|by|via|over|through) (whatsapp|wa|text|sms)|(mandame|mandenme|pasame|pasenme|envienme|enviame) (la |el |una |un )?(info|informacion|detalles|cotizacion|presupuesto) (por|al) (whatsapp|wsp|wasap|correo|mail)|(me|nos) (manden|mande|envien|envie|pasen|pase|hagan llegar) (una |la |el |un )?(cotizacion|presupuesto|propuesta)|(le|les) (manden|mande|envien|envie|pasen|pase|hagan llegar|mandes|envies|pases) (la |toda la |una |el )?(info|informacion|cotizacion|presupuesto|propuesta)|(email|e mail|mail|send) (me|us) (the |your )?(plans|brochure|proposal|pricing sheet)( instead)?|how (do|can) (i|we) (get|request|ask for) (a|an|the) (quote|quotation|proposal|estimate)|como (obtengo|consigo|pido|solicito|saco) (una |la |el )?(cotizacion|presupuesto|propuesta)|(just )?have (someone|somebody|a person|your team|sales|a rep|one of your (team|people|reps)) (email|e mail|mail|call|ring|phone|contact|write to|reach out to|get in touch with) (me|us)|(email|e mail|mail|write to) (me|us) (about|regarding|sobre|con)|(email|e mail|mail|send|write) (me|us) (the |all the )?(details|info|information|prices|pricing|a quote)|(rather|prefer\w*) (you |to )?(email|e mail|mail|write)|(mandame|enviame|escribime|escribeme|mandenme|envienme|mandeme|envieme) (toda )?(la |los |el |una )?(info|informacion|detalles|precios|cotizacion) (por|al|x|via) (correo|mail|email|whatsapp|wsp|wa|whats)|(send|text|message) (me|us) (the |all the )?(details|info|information|prices|pricing) (on|by|via|over) (whatsapp|wa|email|e mail|mail)|prefiero (que me escriban |que me manden |recibir\w* )?(por )?(correo|mail|email)|contact me|call me back|ring me|give me a (call|ring)|reach (out to )?me|get in touch with me|contactarme|contactenme|me contacten|contacten(me)?|llamenme|(que|q|k) me (llamen|contacten|escriban|contacte|llame|escriba|llamara|llamaran|contactara|contactaran|escribiera|escribieran)|(prefer\w*|rather)( (que|q))? (una |a |to get a |get a |have a )?(phone )?(llamada|call)\b|(me|nos) (mandan|manden|envian|envien|pasan|pasen|mandarian|enviarian) (la |toda la |los |mas )?(info|informacion|detalles|precios|cotizacion)\b|(someone|somebody) (could |would )?(call|calls|called|ring|rang|phone|phoned) (me|us)|alguien (que |q |k )?me (escriba|llame|contacte|mande)|(one of your|your|a|one of the) (reps?|people|team|sales (team|people|guys|reps?)|agents?|specialists?|advisors?|consultants?)( \w+){0,2} (get in touch|reach out|contact me|call me|email me|e mail me|write to me|give me a call)|(a |una )?call ?back\b|(devolver|devuelvan|devuelva) (me )?la llamada|(someone|somebody|alguien)( \w+){1,3} (reach out|contact me|contact us|call me|call us|get in touch|me llame|me contacte|me escriba|nos llame|nos contacte)|(un|una|algun|alguna) (asesor\w*|vendedor\w*|ejecutiv\w*|especialista|persona)( \w+){0,2} (me|nos) (llame|llamen|contacte|contacten|escriba|escriban)|(mandar|mandarme|enviar|enviarme|send|send me|email me|mail me)( \w+){0,2} (la |the |toda la )?(info|informacion|details|detalles|brochure|propuesta|cotizacion)( \w+){0,2} (al|a mi|por|to my|by|via) (correo|mail|email|e mail|whatsapp)|(take|toma|anota|apunta) (down )?(my|mi) (number|numero|email|e mail|correo|details|datos|cel|whatsapp)|me (pueden|podrian|puede|podria|puedes|podrias) (llamar|contactar|escribir)|(me|nos) (puede|podria) llamar alguien|alguien (me|nos) (puede|podria) (llamar|contactar|escribir)|(someone|alguien) (to )?(contact|call|llame|contacte|me llame|me contacte|reach out|get in touch|follow up|email me|e mail me|mail me|write to me|message me|text me|me escriba)|(someone|somebody|anyone)\b.{0,25}\b(whats ?app|text|message) (me|us)|(me|nos) (escriban|escriba|manden|mande) (por|al|x) (whats ?app|wsp|wa)|(mandar|mandarme|enviar|enviarme|send|send me|email me|mail me|mandame|enviame|mandenme|envienme|mandeme|envieme|pasame|pasenme)( me| nos)? (una |un |a |the )?(cotizacion|presupuesto|quote|proposal|propuesta|pricing|informacion|info)( por (correo|mail|email)| by (e ?mail|mail))?)\b/;
/** "someone reach out, no time for a call": contact details asked for, no meeting times. */
export const NO_CALL =
  /\b(no (time|tengo tiempo) (for|para) (a |una )?(call|llamada|meeting|reunion|demo|videollamada)|(without|sin) (a |una )?(call|llamada|meeting|reunion|videollamada)|no (calls?|llamadas?|meetings?|reuniones)|(dont|don t|do not) (want|have time for) (a )?(call|meeting)|no (quiero|puedo) (una )?(llamada|reunion|videollamada))\b/;
/** Our e-mail, phone or WhatsApp asked for: the contact details, not the support hours. */
export const CONTACT_INFO =
  /\b(a quien (le )?(escribo|llamo|contacto|aviso|reclamo)|(do|does) (u|you|ya|y all) have (a |an )?(whatsapp|wsp|phone|telephone|contact) (number|no|line) (i|we) can (message|text|write|call|ring)|a quien (se lo |lo )?(escalo|planteo|presento)|who (do|should|can) (i|we) (raise|escalate|take) (it|this|that)( up)? (with|to)|who (do|should|can) (i|we) (write|email|e mail|call|contact|talk|speak) to|who (do|should) (i|we) (write|email|call|contact))\b|\b(your|ur|su|tu|sus|the) (support |sales |soporte )?(email|e mail|mail|correo|phone|phone number|telefono|numero|number|whatsapp|cel)\b|\b(email|e mail|correo|telefono|phone number|numero) (de|del|of|for) (soporte|support|ustedes|you|ventas|sales)\b/;

export const NO_DEMO = new Set<Intent>([
  "greeting",
  "thanks",
  "goodbye",
  "deny",
  "complaint",
  "offTopic",
  "injection",
  "about",
]);

export const INJECTION_ASK =
  /\b(olvida|olvidate|forget|ignora|ignore) (que|that) (vendes|eres|sos|you sell|you are|you re)\b|\b(repite|repeat|traduc\w*|translate|transcrib\w*|muestra\w*|show( me)?|print|imprime|dime|tell me|reveal|revela\w*|escribe|write out|copy|copia|paste|pega|list|lista|dump|output|share|comparte\w*|provide|proporcion\w*|entrega\w*|send|envia\w*|adjunt\w*|attach)\b.{0,60}\b(instruc\w*|indicaciones|prompt|reglas|rules|configuracion|configuration|system message|mensaje (del|de) sistema|everything above|todo lo (de )?arriba|lo anterior|texto anterior|text above|guidelines|directrices)\b|\b(instruc\w*|indicaciones|reglas|rules|prompt|guidelines)\b.{0,30}\b(q|que) te (dieron|pasaron|dio|programaron|configuraron)\b|\b(instructions|rules|guidelines|prompt) (you were|you ve been|you have been|they) (given|gave you|told)\b|\b(who else|quien mas|quienes mas)\b.{0,30}\b(book\w*|agend\w*|reserv\w*)\b|\b(list|show|tell|dame|muestra\w*|lista\w*|dime)\b.{0,25}\b(other (people|customers|clients)|otros clientes|today s|todays|de hoy)\b.{0,15}\b(bookings|reservas|citas|demos|agendamientos)\b/;
export const INJECTION =
  /\b((desde ahora|a partir de ahora|from now on) (a todo |to everything |siempre |always )?(respondes|responde|contestas|contesta|dices|you (answer|reply|say)) (si|que si|yes|ok|garantizado|guaranteed)|(haz|hace|actua|act|pretend|play|juega|hazte pasar por|pretend to be) (de |como |as |the role of |el papel de |a ser )?(un |una |a |the |el )?(comercial|vendedor\w*|salesperson|sales rep|rep|representante|agente|asesor\w*) (de la competencia|de otra empresa|de un competidor|of a competitor|from a competitor|for a competitor|for the competition|from the competition)|(venga|dale|vamos|come on|go on)[,]? (rol|role ?play)$|juego de rol|role ?play as)\b|\b((te autorizo|i authorize you|i m authorizing you|im authorizing you|i am authorizing you|authorizing you|te ordeno|i order you|i m ordering you)\b|\bas (the |novaflow s |novaflow |your |tu )?(ceo|owner|founder|admin\w*|developer|programmer|boss|jefe|dueno|gerente)\b.{0,40}\b(authoriz\w*|autoriz\w*|order\w*|instruct\w*|ordeno)|hagamos un juego|juguemos a|let s play a game|lets play a game|role ?play|juego de rol|(vos )?sos un (pirata|hacker|robot malo|villano|competidor)|(tu )?eres un (pirata|hacker|robot malo|villano|competidor)|you are (a|an) (pirate|hacker|villain|evil|rogue)|pretend (you re|you are|to be)|finge (que eres|ser)|hace de cuenta que sos|haz de cuenta que eres|imagina que eres)\b|\b(te autorizo|les autorizo|i authori[sz]e you|i m (the )?(ceo|owner|founder|general manager|manager|director) (of|at) novaflow|soy (el|la) (gerente|duen[oa]|ceo|director[a]?|fundador[a]?)( general)? de novaflow)\b|\b(everything|todo lo) (written |escrito |que esta )?(above|arriba|antes)\b|\b(above this message|word for word|palabra por palabra|from the very first line|desde la primera linea)\b|\b(ignore|ignora|ignoren|olvida|olvidate|forget|disregard)\b.{0,40}\b(instruc\w*|reglas|rules|prompt|above|anterior\w*|previous|todo lo|everything)\b|\b(system prompt|prompt del sistema|tu prompt|your prompt|developer mode|modo desarrollador|jailbreak|you are now|ahora eres|act as|actua como|pretend|finge|hidden instructions|instrucciones ocultas|tus instrucciones|your instructions|new (rule|policy|instructions)|nueva (regla|politica|instruccion)|override(?! (your|the|our|sus|los|las) (standard |general )?(terms|terminos|contract|contrato|conditions|condiciones|agreement|acuerdo|policy|politica))|sobrescribe|you are \w+ now|a bot with no rules|no rules|sin reglas|lets play a game|juguemos a (que|un)|(a partir de|desde) ahora (eres|seras|contesta\w*|responde\w*|habla\w*|actua\w*|vas a|di|confirma\w*)|role ?(is )?(admin|system|developer|root)|new session|set (every|all|each) (plan )?(the )?prices?|text you were given|you were given before|before this conversation (started|began)|triple backticks|set every plan|from now on (you|answer|reply|talk|act|speak)|descuento secreto|secret discount|employee discount|descuento (de|para) empleados|autoriz\w* (un|una|el|a|an) \d+|confirm(alo|ala|it|a) (aqui|here|en el chat|in the chat)|(soy|i m|i am) (el |la |the )?(gerente|manager|director\w*|jefe|boss|ceo|owner|duen[oa]|fundador\w*|founder|admin\w*|vp|head|supervisor\w*)( (de|of) (ventas|sales|marketing|soporte|support))?( general)? (de|of|at|en) novaflow)\b|^\s*(system|sistema|admin|developer|root|assistant)\s*:/;
/** A bracketed or prefixed role line ("[admin]", "SYSTEM:"), read on the raw message. */
export const ROLE_LINE =
  /^\s*[[(<]?\s*(system|sistema|admin|administrator|developer|dev|root|assistant)( (notice|message|update|override|alert|note|aviso|mensaje|nota))?\s*[\])>:]/i;

/**
 * Complaints, in many tones (angry, sarcastic, polite; billing, the bot, slow support, outages).
 * Checked before any sales intent: a visitor who complains gets empathy and a person, not a pitch.
 */
const COMPLAINT = new RegExp(
  [
    // A charge other than the one chosen: "why did my card get charged $60 when i signed up for
    // the $49 one??", "me cobraron el elite pero yo contrate el starter".
    String.raw`\b(charged|billed|cobraron|cobrado|me cobran|nos cobran|cobro)\b.{0,40}\b(when|but|cuando|pero|si)( i| we| yo| nosotros)? (signed up|subscribed|chose|picked|ordered|went with|contrate|contratamos|pedi|pedimos|elegi|elegimos|me suscribi|nos suscribimos)\b`,
    // Our people on a call: "your salesperson kept pushing the Diamond plan and cutting me off".
    String.raw`\b(your|the|su|el|la|tu) (salesperson|sales ?(rep|guy|person)|rep|specialist|especialista|vendedor[a]?|asesor[a]?|comercial)\b.{0,80}\b(kept|keeps|pushing|push\w*|cut(ting)? me off|interrump\w*|rude|grosero|grosera|insist\w*|presion\w*|no me dej\w* hablar)\b`,
    // A delivery promised and missed: "we were told it would be live in a couple of weeks. It's week five".
    String.raw`\b(we were told|i was told|nos dijeron|me dijeron|you said|you promised|dijeron que|prometieron|quedaron en)\b.{0,60}\b(live|ready|done|listo|lista|funcionando|andando|semanas?|weeks?|dias|days)\b.{0,60}\b(nothing|nada|still (not|no|nothing|waiting)|todavia (no|nada)|aun (no|nada)|(it s|it is|ya es|ya va|vamos por|van) (week|semana|la semana|el dia|day) \w+)\b`,
    // Fed up with this chat: "es la tercera vez que te pregunto lo mismo y me sueltas cualquier cosa".
    String.raw`\b(es la|this is the|that s the|thats the) (segunda|tercera|cuarta|quinta|second|third|fourth|fifth|\d+\w*) (vez|time)\b.{0,30}\b(pregunt\w*|ask\w*|digo|tell|told|escrib\w*|explic\w*)\b|\bme (sueltas|das|contestas|respondes) cualquier (cosa|verdura)\b|\b(no me entiendes|no entiendes nada|you don t understand|you re (useless|not listening)|eres inutil|no sirves (para nada)?)\b`,
    // Sarcasm about how long we took: "uy que rapidos, solo un dia entero para contestarme".
    String.raw`\b(que rapid\w*|so fast|how quick|super rapid\w*|rapidisim\w*|lightning fast|speedy)\b.{0,50}\b(un dia|una semana|dias|a day|a week|days|weeks|horas|hours)\b|\bsolo (un dia|una semana|\d+ dias|dos dias|tres dias)( entero| completo)? (para|en) (contestar\w*|responder\w*)\b|\b(only|just) (a (whole|full) day|a week|\d+ days|two days|three days) to (reply|answer|respond|get back)\b|\b(excelente|gran|buen|great|excellent|top) (servicio|service|atencion),? (eh|eh\?|really|seriously|guys|lol)\b`,
    // Our AI's wrong answer told with sarcasm: "it told a patient our clinic opens at 3am. ten out of ten, truly 🙃".
    String.raw`\b(your|the|ur) (ai|bot|chatbot|assistant|agent)\b.{0,40}\bit (told|tells|said|says|gave|sent) (a|our|my|one of our) (patient|customer|client|guest|student|buyer)s?\b.{0,80}(ten out of ten|10 ?10|brilliant|genius|great job|wrong|we don t|we dont|we never)`,
    // Ours still breaking: "three months of workarounds and the flows still break every other day".
    String.raw`\b(flows?|flujos?|bot|chatbot|inbox|bandeja|platform|plataforma|integrations?|integracion\w*|widget)\b.{0,20}\b(still|keeps?|siguen?|sigue) (break\w*|fail\w*|crash\w*|fall\w*|romp\w*|cay\w*|dejando de)\b`,
    // What we delivered, found wanting: "el video con mi avatar que nos entregasteis parece un robot".
    String.raw`\bque (nos|me) (entregaron|entregasteis|hicieron|hicisteis|mandaron|mandasteis)\b.{0,60}\b(parece|no (va|van|funciona|sirve|sincroniza)|mal|horrible|chasco|robot|falso)\b|\b(you|u) (delivered|made|sent) (us|me)\b.{0,60}\b(looks?|sounds?) (fake|robotic|awful|terrible|nothing like)\b`,
    // A charge nobody mentioned: "a separate bill from the AI provider… nobody mentioned that. bit cheeky".
    String.raw`^(?=.*\b(factur\w*|bill\w*|charg\w*|cobr\w*|fee|invoice\w*|cargo)\b).*\b(eso no se hace|no se vale|bit cheeky|not cool|that s not on|thats not on|nobody (mentioned|told us|said)|nadie (me|nos) (dijo|aviso|menciono|explico))\b`,
    // Left unanswered, reported without a fix: "el agente deja conversaciones sin responder y ya lo reportamos dos veces sin solucion".
    String.raw`\b(deja|dejan|dejando|dejo) (\w+ )?(conversaciones|chats|mensajes|clientes|consultas) sin (responder|contestar|atender)\b|\bleaves? (\w+ )?(chats|conversations|messages|customers) (unanswered|hanging|on read)\b|\b(lo |la )?(reportamos|reporte|reportado|hemos reportado) (\w+ ){0,3}sin (solucion|respuesta)\b|\breported (it )?(twice|\w+ times|already)\b.{0,20}\bno (fix|answer|reply|response)\b`,
    // Something of ours that stopped: "since last week our webhook to hubspot stopped firing".
    String.raw`\b(our|my|the|your|el|la|nuestro|nuestra|mi|los|las) (webhooks?|integrations?|integracion\w*|bot|chatbot|widget|inbox|bandeja|flujos?|flows?|automations?|automatizacion\w*|sync|sincronizacion)\b.{0,40}\b(stopped|quit|dejo de|dejaron de|ya no) (firing|working|sending|syncing|responding|funcionar|enviar|responder|sincronizar|dispararse|llegar)\b`,
    // Billing, outages, lost history and slow support told as what happened to them.
    String.raw`\b(dos|2|two) (cobros|cargos|charges|payments|pagos)( \w+){0,2} (iguales|identic\w*|duplicad\w*|identical|the same)\b|\b(your|su|la|the|vuestra) (platform|plataforma|inbox|bandeja|panel|dashboard|app|system|sistema|service|servicio) (went down|went offline|crashed|se cayo|se nos cayo)\b|\bwhat (are|am) (we|i) (even |actually )?paying (you )?for\b|\b(para|por) (que|q) (estamos pagando|les estamos pagando|os estamos pagando)\b|\b(han|se han|nos han|me han) (desaparecido|borrado|perdido)\b.{0,40}\b(conversaciones|chats|mensajes|historial)\b|\bdesaparec\w* del historial\b|\b(soporte|support)( \w+)? (tarda|tardan|demora|demoran) (un monton|mucho|siglos|una eternidad|demasiado|dias)\b|\bsupport takes (forever|ages|days)\b`,
    String.raw`\b(hung up on (me|us)|me colg\w*|nos colg\w*|colg\w* el telefono|vaya manera de tratar|what a way to treat|me trataron mal|nos trataron mal|treated (me|us) (badly|rudely))\b`,
    String.raw`\b(pesim\w*|horrible|terrible|awful|estafa\w*|scam\w*|queja\w*|quejarme|complain\w*|reclamo|molest[oa]s?|hart[oa]|hart[oa]s(?! (clientes|mensajes|pedidos|consultas|personas|preguntas|ventas|chats|compradores|alumnos|pacientes|turistas|huespedes|cosas|productos|sucursales|tiendas|locales|canales|agentes|usuarios|conversaciones|dudas|reservas|seguidores))|podrid[oa]|fed up|upset|annoyed|furious|furios[oa]|decepcionad\w*|disappoint\w*|desastre|ridicul\w*|unacceptable|inaceptable|verguenza|shame(ful)?|falta de respeto|disrespect\w*|useless|inutil|worst|lo peor|una burla|es un chiste|what a joke|vaya tela|que mala atencion|mala atencion|poor service|bad service|groser[oa]s?|rude|maleducad[oa]s?|mal educad[oa]s?|impolite|disrespectful|se queda pegado|se traba|keeps crashing|se cuelga)\b`,
    String.raw`\b(nadie|nobody|no one|ni una?|ninguna?) (me |nos )?(responde|contesta|ayuda|answers|replies|helps|respuesta|answer|reply|got back|has (answered|replied|got back))\b`,
    String.raw`\b(no|never|still no|sin) (me |nos )?(han |have )?(contestad[oa]|respondid[oa]|respuesta|solucionad[oa]|resuelt[oa]|heard back|answer|reply|response)\b`,
    String.raw`\b(still waiting|seguimos esperando|sigo esperando|llevo (dias|semanas|horas)|hace (dias|una semana|semanas)|(waiting|esperando) (for )?(a |una )?(week|semana|days|dias)|over a week|mas de una semana|for days now|ticket open)\b`,
    String.raw`\b(painfully|so|too|super|muy|re|bien) (slow|lent[oa]s?)\b|\blentisim\w*|\btardan (mucho|una eternidad|siglos)\b|\btook (way |much )?longer than\b|\btardaron mas de\b`,
    String.raw`\b(cobr\w* (dos veces|doble|de mas|mal|dos|twice)|cobrando de mas|doble cobro|cargo doble|cargo duplicado|charged (me )?(twice|double|two times|wrong)|billed (my card |me |us )?(twice|two times|double)|overcharg\w*|double charg\w*|monto (que )?no es|wrong (amount|charge|invoice))\b`,
    String.raw`\b(precios?|informacion|info|datos|horarios?|times|hours) (equivocad\w*|incorrect\w*|erronea\w*|falsa?s?|mal)\b|\bwrong (info|information|prices?|answers?|opening|hours|times|price)\b|\bun precio que no es\b|\binformacion que no es\b`,
    String.raw`\b(esta|is|se|has been|ha estado|been) (caid[oa]|down|cayo|offline|fuera de linea|desconectad[oa])\b|\b(it s|its) down\b|\bdejo de (responder|funcionar|contestar)\b|\bstopped (working|responding|answering)\b|\bperdiendo (ventas|clientes|plata|dinero|trabajos|pedidos|reservas)\b|\blosing (sales|customers|money|clients|jobs|orders|bookings)\b`,
    String.raw`\b(me|nos|you|they|i was|we were|i got|we got|i ve been|ive been|i have been|we ve been|we have been|me han|nos han) (cobraron|cobro|cobraste|cobrado|charged|billed)\b.{0,60}\b(pero|but|instead|en vez|en lugar|sin que|without|aunque|although|when i only|when we only|cuando solo|si solo)\b`,
    String.raw`\b(no entiende nada|doesn t understand anything|no sirve (para nada|de nada)|canned answer|same (canned )?answer|la misma respuesta|misma respuesta)\b`,
    String.raw`\b(quiero cancelar (todo|mi cuenta|el servicio|la suscripcion)|cancel (my|our) (account|subscription|plan))\b`,
    String.raw`\b(quiero|queremos|devuelvan(me)?|give me|i want|we want) (mi|nuestra|my|our) (plata|dinero|lana|guita|money)( back)?\b|\bmoney back now\b`,
    String.raw`\b(cobr\w*|charg\w*|bill\w*|debit\w*)\b.{0,60}\b(cancel\w*)\b|\b(cancel\w*)\b.{0,60}\b(cobr\w*|charg\w*|billed|billing me|debit\w*)\b`,
    String.raw`\b(nadie|nobody|no one|ninguno|ni uno) (se )?(conecto|aparecio|llego|vino|entro|showed up|joined|came|was there|estaba)\b|\b(no show|no-show|stood (me|us) up|nos dejaron plantad\w*|me dejaron plantad\w*|dejaron esperando|left (me|us) waiting)\b`,
    String.raw`\b(charg\w*|billed|cobr\w*)( \w+){0,3} (twice|two times|double|dos veces|doble)\b`,
    String.raw`\b(ni caso|ni bola|ni pelota|ni me contestaron|me ignoraron|no me hicieron caso|nadie me hizo caso|left (me )?on read|ghosted|me dejaron en visto|nos dejaron en visto|fatal|nefast\w*|malisim\w*)\b`,
    String.raw`\b(falta de seriedad|poco serios?|nada serios?|unprofessional|poco profesional\w*|incompetent\w*|clueless|chapuza|un caos|was a mess|fue un (caos|desastre|lio)|didn t know what (he|she|they) (was|were) doing|no sabia (lo )?que (hacia|estaba haciendo)|no tenia idea)\b`,
    // An invoice made out wrong, a chat that keeps dropping, "qué mal servicio".
    String.raw`\b(factura|invoice)\b.{0,50}\b(a nombre de otra|otra empresa|wrong (name|company|address)|equivocad\w*|incorrect\w*|rechaz\w*|rejected)\b|\b(corrij\w*|fix (it|this)|correct (it|this)) (hoy|today|ya|now|urgente|asap)\b|\bse (nos )?cae (cada rato|a cada rato|seguido|todo el tiempo|todos los dias|cada dos por tres)\b|\bkeeps? (crashing|going down|dropping|disconnecting|logging (me|us) out)\b|\b(pierden|perdemos|perdimos|lose|losing|lost) (las |the |our )?(conversaciones|conversations|chats|mensajes|messages)\b|\b(que|q|what a|such a) (mal|pesimo|terrible|bad|awful|lousy) (servicio|service)\b`,
    // What we made or did, reported wrong: "me cobraron el diamante y tengo el elite", "your bot
    // greeted my clients by someone else's name", "el avatar que me hicieron tiene la boca
    // desfasada", "3 tickets and not a single reply", "quiero hablar con un gerente".
    String.raw`\b(me|nos) cobraron (el|la|un|una) \w+( \w+)? y (yo |nosotros )?(tengo|tenemos|contrat\w*|habia|habiamos)\b|\b(charged|billed) (me|us) (for )?(the )?\w+ (but|and) (i|we) (have|had|signed up for|asked for|ordered)\b|\b(your|su|tu|el|the) (bot|chatbot|asistente|assistant|agente|agent)\b.{0,40}\b(greeted|called|named|saludo|llamo)\b.{0,40}\b(someone else\w*|wrong name|otro nombre|nombre equivocado|de otra persona)\b|\b(el|la|los|las|the) (avatar|video|videos|transcripcion|transcription|bot|chatbot|flujo|flow|pagina|web|app)( \w+)? (que|that|you) (me |nos )?(hicieron|hizo|entregaron|made|built|delivered|gave)\b.{0,60}\b(no|nothing|nada|mal|wrong|desfasad\w*|out of sync|broken|roto|looks nothing|parece)\b|\b(opened|abri|abrimos|mande|mandamos|sent|envie) (\d+|two|three|four|several|varios|dos|tres|cuatro) (support )?(tickets|correos|emails|mails|mensajes|messages)\b|\b(is|are) (anyone|anybody|someone) (actually |even )?(working|alive)\b|\bhay alguien (trabajando|vivo)\b|\b(quiero|queremos|necesito) hablar con (un|una|el|la|algun) (gerente|supervisor\w*|encargad\w*|jefe|manager)\b|\b(i want|let me|i need|i demand|we want) (to )?(speak|talk) (to|with) (a|the|your) (manager|supervisor|person in charge|boss)\b|\b(perdi|perdimos|wasted|lost) (la tarde|el dia|mi tiempo|toda la tarde|the (whole )?(afternoon|day|morning)|my (whole )?(afternoon|day|time))\b|\b(love|loving|great|amazing|genial|me encanta) (paying|pagar)\b.{0,80}\b(bot|that|que)\b`,
    // A story of what went wrong: the bot told a customer something false, what we said at
    // signing turned out otherwise, nobody ever got back, the inbox keeps logging people out.
    String.raw`\b(your|su|tu|el|the) (bot|chatbot|asistente|assistant|agente|agent|ia|ai)\b.{0,40}\b(dijo|told|said|respondio|answered|prometio|promised|gave|dio|mando|sent|invento|made up)\b.{0,160}\b(y no es asi|no es asi|no es cierto|no es verdad|no era (asi|cierto|verdad)|(which|that) (is|was)( not|n t) true|that s not true|thats not true|isn t true|wasn t true|it s not true|but (we|it) (don t|doesn t|do not|does not|never)|pero (no|nosotros|eso no)|cuando (en realidad|realmente)|when (in fact|actually))\b|\b(se nos (indico|dijo|prometio|aseguro)|nos (dijeron|indicaron|prometieron|aseguraron)|we were (told|promised|assured)|(you|they) (told|promised|assured) (us|me))\b.{0,240}\b(sin embargo|however|instead|en cambio|pero (no|nunca|el|la|los)|but (the|it|we|you|they|nothing|no))\b|\b(nobody|no one|nadie)( \w+)? (ever|never|nunca|jamas|even|siquiera) (got back|replied|answered|called( me)? back|wrote back|me (contesto|respondio|llamo|escribio))\b|\bkeeps? (\w+ ){0,3}(logging|kicking|signing|throwing) (\w+ ){0,2}out\b|\b(nos|me|los|les) (saca|cierra|desconecta) (la sesion|del sistema|de la bandeja)\b`,
    // A salesman who will not stop calling: "called me 4 times", "ya les dije que no".
    String.raw`\b(keeps?|kept|keep on|sigue|siguen|no dej\w* de) (calling|llamando\w*|llamar\w*|texting|escribiendo\w*|messaging|mandando\w*)\b|\bcalled (me|us) (\d+|two|three|four|five|several|many|so many) times\b|\b(me|nos) (han )?llamad\w* (\d+|dos|tres|cuatro|cinco|varias|mil) veces\b|\b(already|ya) (said|told (you|them)|les dije|te dije|dije) (no|que no)\b|\b(stop|dejen de|que dejen de|make them stop) (calling|llamar\w*|texting|escribir\w*|spamming|messaging)\b|\b(irritating|harass\w*|acosando|acoso|spamming)\b`,
    // "your bot gave my customers the wrong store hours all weekend".
    String.raw`\b(your|su|tu|vuestro) (bot|chatbot|agent|agente|asistente|assistant|ai|ia)\b.{0,30}\b(gave|gives|dio|da|dijo|told|tells|sent|mando|respondio|answered)\b.{0,40}\b(wrong|incorrect\w*|equivocad\w*|erroneo\w*|erronea\w*|false|falso|falsa)\b`,
    // "your chatbot told me Starter came with onboarding. It doesn't.", "la asesora quedo en
    // llamarme el lunes y nunca llamo", "the onboarding call was a waste of my time".
    String.raw`\b(your|the|su|el|la|tu) (bot|chatbot|assistant|agent|rep|asesor[a]?|vendedor[a]?|sales ?(guy|rep|person)|asistente)\b.{0,40}\b(told|said|promised|dijo|prometio)\b.{0,80}\b(it|that|they|he|she) (doesn t|does not|didn t|did not|isn t|wasn t|never did)\b|\b(quedo|quedaron|prometio|prometieron|dijo que|dijeron que) (en )?(llamarme|llamar|escribirme|contactarme|mandarme|me llamaba|me escribia)\b.{0,40}\b(nunca|no) (llamo|llamaron|escribio|escribieron|lo hizo|aparecio|me llamo)\b|\b(was|were) supposed to (call|email|write|get back|reach out)\b.{0,40}\b(never|didn t|did not|hasn t|haven t)\b|\bnever (called|got back|wrote back|showed up|followed up)\b|\b(a |una )?(waste of (my|our) time|perdida de tiempo)\b|\bbarely knew\b|\bno sabia nada\b`,
    // "4 mails a soporte y ni un 'recibido'", "platform was down most of saturday", "el bot no le
    // contesta a ningun cliente", "we paid good money for this", "quede como las weas".
    String.raw`\bni (un|una) (recibido|acuse|respuesta|mail|correo|llamada|mensaje|reply|response)\b|\b(was|were) down\b|\bwent down (on|for|all|most|last|yesterday|during)\b|\b(estuvo|estuvieron) (caid[oa]s?|abajo)\b|\bse nos cayo\b|\bno (le |les )?(contesta|responde) a (ningun|ninguna|nadie)\b|\b(doesn t|does not|didn t|did not|won t) (answer|reply to|respond to) (anyone|anybody|any (of )?(our )?(customers|clients))\b|\b(we|i) paid (good|a lot of|so much|real) money\b|\bpag(amos|ue) (buena plata|un dineral|un monton)\b|\b(quede|quedamos|me hizo quedar|nos hizo quedar|nos dejo) (como|mal)\b|\bmade (me|us) look (bad|stupid|like)\b|\b(respondio|contesto|dijo) cualquier (cosa|wea|verdura)\b|\b(a )?broken promise\b`,
    // "logged a ticket on Monday, it's Thursday, not a peep. not impressed": waiting, unhappy.
    String.raw`\b(not a peep|radio silence|ni pio|(logged|opened|raised|sent) (a |the |my )?(ticket|request)\b.{0,60}\b(not impressed|nothing|no reply|no answer|no response|not a word))\b`,
  ].join("|"),
);
/**
 * Something of ours misbehaving, told as it keeps happening ("the AI keeps transferring every
 * chat to a human", "why does your bot keep offering discounts we don't have"), messages that
 * stopped arriving, conversations lost, notifications doubled, a login broken. Apart from
 * COMPLAINT so that only a message with one of its words pays for it.
 */
const MISBEHAVING = new RegExp(
  [
    String.raw`(?<!\b(?:does|do|will|can|would|could|should|if|si|when|cuando) )\b(the|your|our|my|el|la|su|tu|nuestro|nuestra|mi|vuestro)( \w+){0,2} (bot|chatbot|ai|ia|agent|agente|assistant|asistente|widget|inbox|bandeja|platform|plataforma|chat)\b.{0,30}\b(keeps?|sigue|no para de|no deja de) (transferring|passing|sending|answering|replying|offering|saying|giving|inventing|making up|logging|crashing|freezing|repeating|transfiriendo|pasando|mandando|contestando|respondiendo|ofreciendo|diciendo|dando|inventando|repitiendo)\b`,
    String.raw`\b(why|por que) (does|do|is|are|sigue|siguen)( the| your| su| el| tu)?( \w+){0,2} (bot|chatbot|ai|ia|agent|agente|assistant|asistente|widget)\b.{0,20}\b(keep|keeps|sigue|siguen|always|siempre) \w+(ing|ando|iendo)\b`,
    String.raw`\bno (me|nos) (llegan|entran|aparecen) (los |las )?(mensajes|chats|conversaciones|notificaciones|leads|correos)\b|\b(messages|chats|conversations|notifications|leads)\b.{0,20}\b(stopped|dejaron de) (arriving|coming in|showing up|llegar|entrar|aparecer)\b|\bse (me |nos )?(borraron|perdieron|eliminaron|desaparecieron) (las |los |unas |varias )?(conversaciones|chats|mensajes|contactos|datos|historial)\b|\b(our |my )?(conversations|chats|messages|contacts|chat history) (got |were |have been )?(deleted|lost|wiped|vanished)\b|\b(double|duplicate) (notifications|messages|replies)\b|\b(can t|cannot|couldn t) (log ?in|login|sign in)\b.{0,40}\b(since|after the update|inbox|platform|account)\b`,
  ].join("|"),
);
const MISBEHAVING_WORD =
  /\b(keeps?|keep|sigue|siguen|para|deja|stopped|dejaron|borraron|perdieron|eliminaron|desaparecieron|deleted|lost|wiped|vanished|double|duplicate|log|login|sign|llegan|entran|aparecen|always|siempre)\b/;
/** What to send with a refund request: "que papeles les mando?", "what documents do I send?". */
export const REFUND_DOCS =
  /\b((que|q) (papeles|documentos|datos|comprobantes?|info|informacion) (\w+ ){0,2}(mando|envio|mandamos|enviamos|necesitan|piden|adjunto|hay que)|(que|q) (les |le |os )?(mando|envio|mandamos|enviamos|adjunto|tengo que mandar|tengo que enviar)|what (documents|paperwork|papers|details|info|proof) (\w+ ){0,3}(send|need|include|attach)|what (do|should) (i|we) (send|include|attach))\b/;
/**
 * Negative sentiment, scored: a complaint is a visitor unhappy with something that happened to
 * them, so a bad word counts most with a sign of their own experience (we paid, your bot, since
 * yesterday, the third time) or of emphasis (!!, capitals); a hypothetical worry ("what if the
 * bot says something wrong?") is an objection, not a complaint.
 */
const NEGATIVE =
  /\b(hung up|colg\w* (el telefono|la llamada)|me colg\w*|vaya manera|what a way to treat|mal trato|maltrato|rude|grosero|maleducad\w*|not cool|too slow|so slow|muy lent\w*|took (\d+|two|three|several|many) (days|weeks) to|tardaron (\d+ |varios |muchos )?(dias|semanas)|demoraron (\d+ |varios )?(dias|semanas)|problem\w*|issue|issues|error\w*|falla\w*|fallo|bug\w*|broke|broken|rot[oa]|no funciona\w*|(doesn t|does not|don t|didn t|isn t|is not|not) (work\w*|respond\w*|answer\w*|reply\w*|fix\w*|help\w*)|no (contesta|responde|sirve|anda|arreglan|resuelven|funciona|lo arreglan)|sin arreglar\w*|siguen sin|no luck|no me (ayudan|responden|contestan|resuelven)|can t (reach|get hold|log ?in|access|get through)|no (logro|puedo) (comunicarme|hablar|entrar|acceder|contactar)|mal|malo|mala|bad|wrong|incorrect\w*|equivocad\w*|fals[oa]|lied|lies|mintieron|mentira|enojad\w*|enfadad\w*|cabread\w*|angry|mad|unhappy|not happy|no estoy (content\w*|satisfech\w*)|dissatisfied|insatisfech\w*|frustrat\w*|molest\w*|annoy\w*|tired of|sick of|cansad\w*|sucks|apesta|basura|garbage|trash|crap|wtf|absurd\w*|nightmare|pesadilla|no es serio|not serious|joke|chiste|burla|nunca|never|ignored|ignoran|ignorad\w*|again|otra vez|de nuevo|tercera vez|third time|second time|segunda vez|still|todavia|aun no|waiting|esperando|slow|lent[oa]|late|delay\w*|demora\w*|retras\w*|overcharg\w*|mas alto de lo|higher than|more than (agreed|we agreed|promised)|de lo acordado|prometieron|promised|took (way )?longer|half the|keeps (telling|saying|giving|sending|answering)|sigue (diciendo|dando|respondiendo|mandando|contestando)|insiste en)\b/g;
const EXPERIENCE =
  /\b(we paid|i paid|pague|pagamos|pagu[eé]|contratamos|contrate|signed up|we bought|compramos|my account|mi cuenta|our account|nuestra cuenta|our bot|nuestro bot|our assistant|nuestro asistente|our agent|nuestro agente|my bot|mi bot|your bot|su bot|tu bot|el bot|the bot|your (support|team|agent|system|platform|service|staff)|su (soporte|equipo|sistema|plataforma|servicio)|ustedes|you guys|yesterday|ayer|since|desde|last (week|month|time)|la semana pasada|el mes pasado|this (morning|month|week)|este mes|esta semana|esta manana|for (two|three|\d+) (days|weeks|hours)|dias|days|weeks|semanas|i emailed|escribi|escribo|llame|called|i ve been|ive been|llevo|hace \d|\d+ (times|veces)|me dijeron|they told|you told|told (me|my|us)|le dijo|les dijo|el cobro|my invoice|mi factura|la factura|el cargo|my card|mi tarjeta|my client|mi cliente|my customers|mis clientes)\b/;
export const HYPOTHETICAL =
  /\b((see|check|tell|know|saber|ver) (if|whether|si) |status page|pagina de estado|what if|y si|que pasa si|(and|but|so) if (it|its|it s|the \w+) (is |goes |went |ever )?(down|breaks|fails|crashes)|if (you|ye|u|y all) (ever )?(charge|bill|cobr)\w*|if (i|we) (get|got|am|are|re|m|ever get) (charged|billed|double charged)|si (me|nos) (cobran|cobras|cobrais|llegan a cobrar|cobraran)|qu[eé] pasa cuando|worried|worry|my concern|concerned|what stops|what prevents|que impide|que evita|how do you (stop|prevent)|como (evitan|impiden)|not sold|not convinced|no estoy convencid\w*|me preocupa|mi preocupacion|miedo|(?<!\b(i m|im|i am) )afraid|(i m|im|i am) afraid(?! (i|we) (ve|have|was|were|got)\b| there (s|has|was|were) been\b)|scared|temo|podria|could it|would it|si el bot|if the bot|if it|otro proveedor|another (vendor|provider|company)|current (provider|vendor)|before with|antes con|other bots?|otros bots?|los bots|bots always|siempre responden)\b/;

/** Only a laugh and a nod: nothing asked, nothing to sell. */
export const ACK =
  /^(?:(?:ja|je|ha|he|ji|lol|lmao|xd|jaja\w*|haha\w*|jeje\w*)+\s*)+(?:(?:ok|okay|oki|dale|vale|va|bueno|cool|nice|got it|ya|listo|sure|fine|entiendo|ah|oh)\s*)*$|^(?:ok|okay|oki|dale|vale|bueno|cool|nice|ya|sure|ah|oh)\s+(?:ja|je|ha|lol|jaja\w*|haha\w*|jeje\w*|xd)+$/;
/** Messages nobody answers: after hours, at night, on weekends, too many to keep up with. */
export const UNANSWERED =
  /\b(nobody answers|no one answers|nadie (les |nos )?(contesta|responde|atiende)|no (les |le )?(contestamos|respondemos|atendemos)|(we|i) (don t|dont|can t|cant|never) (answer|reply|respond|get back)|after (hours|\d+ ?(pm|am)?)|despues de las|fuera de horario|de noche|at night|weekends?|fines de semana|los domingos|on sundays|no damos abasto|can t keep up|cannot keep up|(same|mismas|misma) (\w+ ){0,2}(questions|preguntas|dudas)|(preguntan|preguntando|asking|ask) (lo mismo|the same)|repetitive questions|preguntas repetitivas|se nos pierden|we lose (leads|customers|clients)|perdemos (clientes|ventas|leads)|sin respuesta|unanswered|tardamos (horas|dias) en responder)\b/;

/** A visitor describing their own business's pain to buy a fix is not complaining about us. */
const SALES_ASK =
  /\b(can you help|could you help|pueden ayudar\w*|me pueden ayudar|how (can|could|would) you|como (nos |me )?(pueden|podrian)|necesitamos|we need|buscamos|we re looking|were looking|looking for|solucion para|a fix for|sirve para)\b/;

/**
 * The visitor's own business's pain ("patients write after 5pm and nobody answers"): what they
 * want us to fix, not something we did. Said about "our/my customers" with nothing aimed at us.
 */
export const OWN_PAIN =
  /\b((clients|customers|patients|clientes|pacientes) (asking|preguntando|writing|escribiendo|messaging)|(patients|customers|clients|guests|people|buyers|students|members|clientes|pacientes|huespedes|alumnos|compradores|socios) (keep|keeps|siguen|start|are always|always) (messaging|texting|writing|calling|asking|escribiendo|llamando|preguntando|mandando)|(we|i) (miss|lose|are missing|are losing) (half|most|a lot|lots|many|some) of (them|the (messages|calls|enquiries|chats))|(la gente|los clientes|mis clientes|nuestros clientes|people|customers|our customers|my customers|los usuarios|la clientela) (se (nos |me )?(queja\w*|enoja\w*)|complain\w*|get (angry|annoyed|upset)|(are|get) ignored)|we re a|we are a|were a|somos una?|tengo una?|(se nos van|perdemos|we lose|we re losing|losing) (las |los |the )?(ventas|clientes|sales|customers|clients) (a|con|to) (la |the )?competen\w*|we run|we have a|mis clientes|nuestros clientes|mis pacientes|nuestros pacientes|(mis|nuestros) (alumnos|estudiantes|huespedes|socios|compradores|inquilinos)|our (customers|clients|patients|guests|students|leads)|my (customers|clients|patients|guests|students|leads)|(patients|customers|clients|pacientes|clientes|leads) (whatsapp|write|message|text|call|escriben|nos escriben|llaman|mandan)|(mis|nuestros|my|our) (empleados|empleadas|chicas|chicos|vendedores|vendedoras|staff|employees|team|equipo|recepcionistas?|receptionists?) (no|don t|do not|doesn t|never|nunca) (contestan|responden|atienden|answer|reply|respond|pick up)|(pierdo|perdemos|i m losing|we re losing|i lose|we lose) (ventas|clientes|sales|customers|leads))\b/;
const AT_US =
  /\b(you|your|ustedes|su (bot|equipo|soporte|servicio|plataforma)|you guys|novaflow|novachannel|i paid|we paid|pague|pagamos|me cobraron|nos cobraron|charged|cobr\w*|my account|mi cuenta|the demo|la demo|onboarding|your (team|bot|agent|support)|el bot|the bot|tu bot|su bot|estafa\w*|scam\w*|(amazing|great|nice|fantastic|brilliant|excelente|genial) (work|job|trabajo)|contratamos (el|su|vuestro) plan|(we|i) (signed up|subscribed) (for|to) (the |your )?(starter|elite|diamond|diamante|plan)|el agente (de ia )?(deja|no responde|no contesta)|the agent (leaves|isn t answering|doesn t answer))\b/;

/**
 * Words that read like a complaint and are about something else: an apology for one's English,
 * "never heard of you", the visitor's own customers complaining about the visitor, what a previous
 * provider did ("con el proveedor que teniamos antes el bot se caia").
 */
const NOT_AT_US_SOURCE = String.raw`\b(because|por(que)?|debido a)( que)? (meta|facebook|whatsapp|instagram|google|aws|openai)\b.{0,30}\b(had|tuvo|was|estaba|se cayo|outage|caida)\b|\b(cerramos|cerrando|cierra) (la )?temporada\b|\bclos(e|ing) (for )?the season\b|\bcuando (abramos|reabramos|volvamos a abrir)( otra vez| de nuevo)?\b|\bwhen we (reopen|open again)\b|\b(we|nosotros) (get|have|see|tend to get|usually get) (most of )?(our )?(issues|problems|incidents|questions|rush|peaks?)\b.{0,30}\b(on|during|at|los|en) (weekends?|saturdays?|sundays?|nights?|holidays?)\b|\b(tenemos|nos llegan|recibimos) (la mayoria de )?(los |nuestros )?(problemas|incidentes|consultas|reclamos)\b.{0,30}\b(fines de semana|sabados?|domingos?|noches?|feriados?)\b|\b(lo|la|los|las|it s|its|things are) (tenemos|tengo|going) (fatal|mal|complicad\w*|dificil|rough|badly)\b|\b(sorry|perdon|disculp\w*|excuse|pardon)( for| por)? (my|mi) (bad |poor |broken )?(english|spanish|ingles|espanol|castellano)( (is|es) (bad|not (so |very )?good|not great|poor|broken|malo|no (es )?(muy )?bueno|regular))?\b|\b(my|mi) (english|spanish|ingles|espanol|castellano) (is |es )?(bad|not (so |very )?good|not great|poor|broken|malo|no es (muy )?bueno|regular)\b|\b(we|i|nosotros|yo) (never|nunca|no|don t|can t|cannot|no podemos|no alcanzamos a) (answer|reply|respond|contestamos|respondemos|keep up|damos abasto)\b|\b(never|nunca) (heard|oido|escuchado|habia oido|habia escuchado|he oido|he escuchado)( hablar)? (of|about|de)\b|\b(parents|customers|clients|patients|guests|students|people|clientes|pacientes|padres|huespedes|alumnos|estudiantes|gente)( \w+)? (keep |always |siempre |se )?(complain\w*|quejan|reclaman)\b|\b(proveedor|vendor|provider|empresa|company|agencia|agency)( \w+)? (que teniamos|que tenia|que tuvimos|we had|we used|i had|i used)\b|\b(previous|old|last|former|anterior|antiguo) (vendor|provider|company|chatbot|bot|proveedor|agency|agencia)\b|\b(proveedor|vendor|provider|chatbot|agencia) (anterior|de antes|viejo)\b`;
export const NOT_AT_US = new RegExp(NOT_AT_US_SOURCE);
const NOT_AT_US_ALL = new RegExp(NOT_AT_US_SOURCE, "g");

/** "your bot told a customer our cellar door was shut… we were open": what our bot said, wrong. */
const BOT_TOLD =
  /\b(your|ur|vuestro|su|tu|el)( 24 7| so called| famous| famoso)? (bot|chatbot|asistente|assistant|agente|agent|ia|ai)( \w+){0,2} (told|said|gave|sent|dijo|le dijo|les dijo|dio|contesto|respondio|invento|made up|promised|prometio|mando|le mando|les mando|envio|le envio|les envio)\b/;
const WRONG_OR_HARM =
  /\b(puras? (tonterias|babosadas|pendejadas|burradas)|cualquier cosa|precios viejos|old prices|outdated (prices|info\w*)|wrong (prices|hours|info\w*)|cracking job|great job|nice job|good job|well done|nice one|bravo|chapo|genial eh|we re (open|closed) on|estamos (abiertos|cerrados) (el|en)|we were open|estabamos abiert\w*|no lo va|no lo es|no era|wasn t|wasnt|isn t|isnt|wrong|mal|incorrect\w*|equivocad\w*|falso|false|mentira|lied|furious|furios\w*|angry|enojad\w*|molest\w*|cheers for that|thanks a lot|gracias por nada|gracias x nada|re util|muy util eh|buenisimo eh|no (aceptamos|admitimos|tenemos|hacemos|abrimos|ofrecemos)|we (don t|dont|do not) (accept|allow|take|have|do|offer|open)|genial eh|great job|oh brilliant|oh great|top notch|well done|bravo|quien paga|who pays|y ahora|and now)\b/;
/** Something of ours down since a given time ("dead since 7am", "no jala el bot desde ayer"). */
const OUTAGE =
  /\b(whatsapp|bot|chat|canal|channel|widget|inbox|bandeja|instagram|facebook|telegram|integracion|integration)\b.{0,20}\b(got |has |have |se |is |was |has been )?(disconnected|desconect\w*|unlinked|desvincul\w*)\b.{0,40}\b(novachannel|novaflow|your|su|la plataforma|the platform|this morning|esta manana|hoy|today|since|desde|ayer|yesterday|orders|pedidos|mensajes|messages)\b|\b(dead|down|caid[oa]|muert[oa]|not working|stopped working|dejo de funcionar|no (me |nos )?(jala|funciona|anda|sirve|conecta|carga|entra|llega)|sin funcionar|won t (connect|load)|can t connect)\b.{0,25}\b(since|desde)\b|\b(el|the|our|nuestro|mi|my) (bot|chat|whatsapp|canal|channel|widget|plataforma|platform|inbox|bandeja)( \w+)? (no (jala|funciona|anda|sirve|contesta|responde)|is (dead|down)|has been (dead|down)|se cayo|esta caido)\b/;
/** The visitor's current vendor, named ("me tiene harto mi proveedor actual", "our current provider"). */
export const CURRENT_VENDOR =
  /\b(mi|nuestro|my|our) (proveedor|vendor|provider|agencia|agency) (actual|de ahora|current)\b|\b(my|our) current (vendor|provider|agency|platform|bot|chatbot)\b/;
/** The sentences of a message that are about a previous vendor ("our last vendor ghosted us"). */
export const ABOUT_OTHERS =
  /\b(proveedor|vendor|provider|empresa|company|agencia|agency)( \w+)? (que teniamos|que tenia|que tuvimos|we had|we used|i had|i used)\b|\b(previous|old|last|former|anterior|antiguo) (vendor|provider|company|chatbot|bot|proveedor|agency|agencia)\b|\b(la|el) (ultima|ultimo|anterior) (empresa|agencia|proveedor)( de (bots?|chatbots?))?( (q|que) (contratamos|contrate|tuvimos|teniamos))?\b|\b(proveedor|vendor|provider|chatbot|agencia) (anterior|de antes|viejo)\b|\b(le |les )?(pagamos|pague|contratamos|contrate|we hired|we paid|i hired|i paid) (a )?(una|otra|un|otro|an?|another|some) (agencia|empresa|agency|company|freelancer|programador|developer|consultora|consultant)\b|\b(con|with|by) (otra|otro|another|a different) (agencia|empresa|proveedor|agency|company|vendor|provider)\b|\b(el|los) (bot|bots|chatbot|chatbots) de (la|mi) competencia\b|\b(competitor s|competitors|rival s) (bot|chatbot)\b/;

const HOW_LONG_ASKED =
  /\bcuanto (tiempo )?(se )?(demora|tarda)\w*|\bhow long (does|will|would) (it|the \w+) take\b/g;

let lastComplaint: { normalized: string; raw: string; complains: boolean } | undefined;

/**
 * Whether a message complains about us. A dozen rules ask it of the same message, so the last
 * answer is kept (it depends on nothing but its two arguments).
 */
export function complains(normalized: string, raw: string): boolean {
  if (lastComplaint?.normalized === normalized && lastComplaint.raw === raw)
    return lastComplaint.complains;
  const result = readComplaint(normalized, raw);
  lastComplaint = { normalized, raw, complains: result };
  return result;
}

function readComplaint(normalized: string, raw: string): boolean {
  // ("che sos una persona de verdad o me estoy quejando con un robot? jaja": a joke about who
  // answers; "ayudame a escribir una carta de queja para mi casero": their own grievance.)
  if (ARE_YOU_BOT.test(normalized) && /\b(jaja\w*|jeje\w*|lol|haha\w*|jsjs\w*)\b/.test(normalized))
    return false;
  if (
    /\b(carta|letter|email|correo|mensaje) (de queja|of complaint|complaining)\b|\bcomplaint letter\b/.test(
      normalized,
    ) &&
    /\b(para|to|for) (mi|my) (casero|landlord|vecino|neighbou?r|jefe|boss|banco|bank|escuela|school|seguro|insurance)\b/.test(
      normalized,
    )
  )
    return false;
  // ("and urgent stuff, like the whole inbox is down?": an example asked about, not an outage.)
  if (
    /\b(urgent stuff|urgent things|something urgent|cosas urgentes|algo urgente|lo urgente),? (like|como|tipo|e g|por ejemplo)\b/.test(
      normalized,
    )
  )
    return false;
  // ("esto es una estafa o que? nunca habia oido de ustedes": a doubt about us before buying.)
  if (LEGIT_ASK.test(normalized) && !SCAMMED.test(normalized)) return false;
  if (BOT_TOLD.test(normalized) && (WRONG_OR_HARM.test(normalized) || /👏|🙄/u.test(raw)))
    return true;
  // "our whatsapp channel has been dead since 7am", "no jala el bot desde ayer": ours, down.
  if (OUTAGE.test(normalized) && !HYPOTHETICAL.test(normalized) && !NOT_AT_US.test(normalized))
    return true;
  // ("our last vendor ghosted us the day after go-live. what does your support look like?": the
  // grievance is theirs; what is asked of us is a worry before buying.)
  const aboutOthers = ABOUT_OTHERS.test(normalized)
    ? raw.split(/(?<=[.!?\n])\s*/).filter((s) => ABOUT_OTHERS.test(normalize(s)))
    : [];
  const ours = aboutOthers.length
    ? normalize(
        raw
          .split(/(?<=[.!?\n])\s*/)
          .filter((s) => !aboutOthers.includes(s))
          .join(" "),
      )
    : normalized;
  // ("cuanto se demora todo el proceso de implementacion?": how long it takes, asked.)
  // ("ya vi los precios y me late": Mexican for "I like it", not anything late.)
  const text = ours
    // ("hi sorry my spanish is terrible": their own language, no grievance.)
    .replace(
      /\b(my|mi) (spanish|english|espanol|ingles|castellano) (is|es) (terrible|awful|bad|poor|fatal|horrible|malo|malisimo|pesimo)\b/g,
      " ",
    )
    .replace(NOT_AT_US_ALL, " ")
    .replace(HOW_LONG_ASKED, " ")
    .replace(/\bme late\b/g, " ")
    // ("el bot contesta rapido o se demora?": how fast it answers, asked.)
    .replace(
      /\b(contesta|responde|answers?|replies) (rapido|fast|quick\w*) o (se )?(demora|tarda)\b/g,
      " ",
    )
    // ("yo no quiero hacer ese ridiculo": a fear of looking bad, not a grievance.)
    .replace(
      /\b(no quiero|yo no quiero|i don t want to|we don t want to) (hacer|quedar en|pasar) (ese |el |un )?ridiculo|\b(don t|do not) want to look (stupid|ridiculous|silly|like fools?|bad)/g,
      " ",
    )
    // ("cuanto tiempo tengo para reportar un cobro doble?": the window asked, not a charge had.)
    .replace(
      /\b(cuanto tiempo|cuantos dias|que plazo) (tengo|tenemos|hay) para (reportar|reclamar|avisar)( de)? (un |el )?(cobro|cargo) (doble|duplicado)|\bhow (long|many days) do (i|we) have to (report|flag) (a |the )?(double|duplicate) charge/g,
      " ",
    )
    // ("tenemos harto cliente gringo": Chilean for "a lot of customers", not fed up; "eso es
    // harta plata": a lot of money.)
    .replace(
      /\bhart[oa]s? (?:cliente|clientes|gente|pedidos|trabajo|mensajes|consultas|pega|ventas|movimiento|turistas|alumnos|pacientes|plata|dinero|lana|guita|billete|money)\b/g,
      " ",
    );
  // ("…el agente deja conversaciones sin responder… Quisiera saber si en este caso procede un
  // reembolso": the "if" is in the question; the grievance, in a sentence of its own, stands.)
  if (
    HYPOTHETICAL.test(text) &&
    !/!!/.test(raw) &&
    !raw
      .split(/(?<=[.!?\n])\s*/)
      .map((sentence) => normalize(sentence))
      .some((sentence) => COMPLAINT.test(sentence) && !HYPOTHETICAL.test(sentence))
  )
    return false;
  if (OWN_PAIN.test(text) && !AT_US.test(text)) return false;
  // ("how do I know the bot won't be rude to people": a worry about what could happen.)
  if (
    /know|sure|guarant|sabe|garant/.test(text) &&
    /\b(how do (i|we) know|how can (i|we) be sure|what guarantee\w*|como (se|sabemos|saber|se yo) (que|q)|que garantia)\b/.test(
      text,
    ) &&
    /\b(won t|wont|will|would|might|could|va a|vaya a|no (sea|vaya|se ponga|le hable))\b/.test(
      text,
    ) &&
    !/!!|[😡🤬👎😤😠]/u.test(raw)
  )
    return false;
  if (COMPLAINT.test(text) || (MISBEHAVING_WORD.test(text) && MISBEHAVING.test(text))) return true;
  const negatives = text.match(NEGATIVE)?.length ?? 0;
  if (!negatives) return false;
  const experience = EXPERIENCE.test(text);
  const emphasis =
    /!!|\?!|[😡🤬👎😤😠]/u.test(raw) || (raw.match(/\b[A-ZÁÉÍÓÚÑ]{4,}\b/g)?.length ?? 0) >= 1;
  if (SALES_ASK.test(text) && !emphasis) return false;
  // "how do i know you won't take my card and vanish?": a worry about what could happen.
  if (TRUST_DOUBT.test(text) && !emphasis) return false;
  return negatives >= 2 ? experience || emphasis || negatives >= 3 : experience;
}
export const WHAT_IS =
  /\b(que es|q es|que son|q son|k es|what is|what are|whats|what s|que significa|what does \w+ mean|explica\w*|explain\w*|o sea que|como funciona\w*|how do \w+ work)\b/;
export const ROUND_THE_CLOCK =
  /\b(24 ?\/ ?7|24 ?7|24 horas|24 hours|around the clock|todo el dia|all day|de noche|a la noche|en la noche|por la noche|por las noches|at night|nights|weekends?|fines de semana|madrugada|de madrugada|overnight|midnight|medianoche|3 ?am|a las 3)\b/;
/** "cual es la diferencia entre su agente de ia y un chatbot de siempre". */
export const AGENT_VS_BOT =
  /\b(diferencia\w*|difference|vs|versus|compared|comparad\w*|distinto|different)\b.{0,50}\b(agente|agent|ia|ai)\b.{0,40}\b(chatbot|bot|menu)\b|\b(chatbot|bot)\b.{0,40}\b(diferencia\w*|difference|vs|versus|compared|distinto|different)\b.{0,40}\b(agente|agent)\b/;
/** Words that put a question about us, our offer or the visitor's business. */
export const ABOUT_US =
  /\b(you|your|u|ur|ustedes|uds|usted|su|sus|vos|os|han|habeis|teneis|haceis|tienen|hacen|ofrecen|manejan|cobran|venden|trabajan|trabajaron|pueden|puede|do you|can you|have you|did you|novaflow|novachannel|sofia|empresas?|company|companies|business|negocio|clientes|customers|clients|servicio|service|producto|product|sistema|system|equipo|team|cuenta|account|datos|data|precio|price|cost|costo|cuesta|pago|pay|factura|invoice|contrato|contract|integra\w*|api|crm|web|sitio|site|app|apps|ia|ai|bot|chatbot|agente|agent|demo|plan|soporte|support)\b/;
export const AFTER_LAUNCH =
  /\b(soporte|support|ayuda|help)\b.{0,40}\b(despues|after|tras|post|luego)\b|\b(despues|after|luego)\b.{0,40}\b(soporte|support)\b|\b(despues|afterwards|after launch)\b.{0,25}\b(si|if) (algo|something|anything) (falla|fails|breaks|se rompe|goes wrong)\b.{0,20}\b(ayud\w*|help\w*|responden|respond\w*|estan|are you there)\b|\b(dejan tirado|me dejan solo|leave (me|us) hanging|on (my|our) own|abandon\w*|vanish\w*|disappear\w*|ghost(ed)? us|(?<!\b(bot|chat|chatbot|widget|site|page) )went (dark|silent|quiet)|desaparec\w*|se esfum\w*|nos dejaron (tirados|colgados|solos|botados))\b/;
/** A person asked for to show it or talk it through: the demo ("pasame horarios pa verlo con alguien"). */
export const SEE_IT_WITH_SOMEONE =
  /\b((quiero|quisiera|necesito|prefiero) (que )?(alguien|una persona) (me )?(lo )?(explique|muestre|ensene)|(someone|a person) (to )?(explain|show|walk) (it|me|us)\b|horarios|free times|time slots|verlo|vea(mos)?|me lo (muestre|muestren|ensene|expliquen)|nos lo (muestre|muestren|ensene)|show (it to )?(me|us)|walk (me|us) through|look at (our|my) (setup|set up|system|case)|(ver|see) (it |lo )?(funcionando|working|in action|live)|talk (to|with) (someone|somebody|a person) about|hablar con (alguien|una persona) (sobre|de) (eso|esto|lo|el|la))\b/;
/** A phone line named: WhatsApp, a mobile, a phone. */
export const PHONE_WORD = /\b(whatsapp|wsp|wa|whats|telefono|phone|celular|cel|movil|mobile)\b/;
/** Keeping the WhatsApp number they have: "puedo usar el mismo numero de whatsapp q ya tenemos?". */
export const SAME_NUMBER =
  /\b(mismo|misma|same|current|existing)( \w+){0,2} (numero|number|linea|line)\b(?! of\b)|\b(keep|usar|use|mantener|conservar|quedarnos con|seguir con)( \w+){0,2} (nuestro|nuestra|our|my|mi|el|the) (current |existing |own |actual |propio )?(whatsapp |wsp |wa )?(numero|number|linea|line)\b|\b(bring|use) (our|my) own\b|\b(come|comes|viene|vienen) with (a |its own |their own )?(whatsapp )?(business )?(number|numero)\b|\b(ponen|dan|incluye|incluyen) (ustedes )?(el|un) numero\b/;
/** The API's throughput asked: "what's your rate limit, requests per minute?". */
export const RATE_LIMIT =
  /\b(rate ?limits?|requests? (per|a|an|por) (minute|second|hour|minuto|segundo)|(peticiones|llamadas|solicitudes|requests?|calls?) (por|per|a) (minuto|segundo|hora|minute|second)|limite de (peticiones|llamadas|solicitudes|requests|la api)|api limits?|throttl\w*)\b/;
/** What other customers pay: "what do other dental offices like mine usually pay?". */
export const OTHERS_PAY =
  /\b(what|how much) (do|does|would) (other|others|most|similar|businesses|companies|clinics|offices|shops|people)\b.{0,50}\b(pay|paying|spend|spending)\b|\b(cuanto|que) (pagan|gastan|suelen pagar|terminan pagando) (otros|otras|los demas|las demas|la mayoria|negocios|empresas|clinicas|tiendas)\b|\b(otros|otras|los demas|la mayoria de) (\w+ ){0,3}(como (el mio|la mia|yo|nosotros|nuestro|nuestra)) (cuanto )?(pagan|gastan)\b/;
/** Distrust after a vendor who failed: "nunca lo dejo andando. posta q desconfio". */
export const BURNED =
  /\b(desconf\w*|no (me |nos )?(fio|fiamos|confio|confiamos)|(don t|dont|do not) trust|trust issues|burn(ed|t)|nos (quemaron|estafaron)|me (quemaron|estafaron)|nunca (lo |la )?(dejo|dejaron|dejaron) (andando|funcionando|listo)|never (got it|delivered|finished|worked|launched)|took (our|my) money)\b/;
/** "they vanished the week after launch": a previous vendor gone after the launch. */
export const PREVIOUS_VENDOR_GONE =
  /\b(vanish\w*|disappear\w*|ghost(ed)? us|(?<!\b(bot|chat|chatbot|widget|site|page) )went (dark|silent|quiet)|desaparec\w*|se esfum\w*|nos dejaron (tirados|colgados|solos|botados))\b/;
/** "what if something breaks?", "y si algo falla?": a worry about what could happen, not a complaint. */
export const SOMETHING_BREAKS =
  /\b(if|si|when|cuando)( \w+){0,3} (something|anything|algo|it|the bot|el bot|todo|la plataforma|the platform) (breaks?|goes wrong|fails|stops working|goes down|se rompe|falla|se cae|se descompone|deja de (funcionar|andar|jalar))\b/;
export const BOT_WORD = /\b(bot|chatbot|agente|agent|ia|ai|asistente|assistant)\b/;
export const TOO_TECHNICAL =
  /\b(conocimientos|saber|experiencia) (de |en )?(computacion|programar|programacion|tecnicos?|informatica|tecnologia)|need to (code|know how to code|be technical|be a programmer)|technical (knowledge|skills|background)|no soy (tecnic[oa]|buen[oa] con (la )?(tecnologia|computadora))|not (tech|technical|techy)|tech savvy|no se (nada de )?(programar|computacion)|i can t code|don t know how to code\b/;
export const REAL_PERSON =
  /\b(real person|actual person|human|humano|persona real|una persona)\b.{0,30}\b(reading|leyendo|behind|detras|typing|escribiendo|here|aqui)\b|\b(reading|leyendo) (this|esto|este chat)\b/;
export const CHAT_PRIVACY =
  /\b(this|esta|este) (chat|conversation|conversacion)( \w+){0,2} (is |es |gets |se )?(stored|saved|kept|recorded|logged|deleted|guardad[oa]|almacenad[oa]|grabad[oa]|registrad[oa]|guarda|almacena|borra)\b|\b(store|save|keep|record|guardan|guardas|almacenan|graban|registran)\b.{0,25}\b(what i (type|write|say)|this (chat|conversation)|la conversacion|esta conversacion|este chat|lo que (escribo|pongo|digo)|mis mensajes|my messages|my data|mis datos)\b|\b(is|es) (this|esta|este) (chat|conversacion) (private|privad[oa]|confidencial|confidential)\b|\b(who|quien) (reads|lee|ve|sees) (this|esto|este chat|my messages|mis mensajes)\b/;
/** Where the data lives and how it is kept safe: the country, the data center, the backups. */
export const DATA_PLACE =
  /\b(data ?cent(er|re)s?|centros? de datos|datacenters?|servidor(es)?|servers?|hosted|hosting|alojad[oa]s?|aloja(n|mos)?|data residency|residencia de (los )?datos|backups?|respaldos?|copias? de (seguridad|respaldo)|(en|in) (que|q|which|what) (pais|country)|(donde|where) (\w+ ){0,3}(guardad[oa]s|almacenad[oa]s|stored|kept|hosted|saved)|(stays?|stored|kept|live|lives|guardad[oa]s|almacenad[oa]s|quedan?|se guardan?) (\w+ )?(in|en) (the )?(eu|europe|europa|canada|mexico|espana|spain|usa|us|estados unidos|[a-z]+ (data|datos)))\b/;
/** What a message costs from the carrier or Meta: "cuanto me sale cada sms?", "meta's fees". */
export const MESSAGE_FEE = new RegExp(
  String.raw`\b(cada|each|per|por|every) (sms|mensaje|message|text|conversacion|conversation)\b.{0,30}\b(how much|cuesta\w*|cuanto|sale|cobr\w*|paga|pagan|pago|pagar|pay\w*|cost\w*|price\w*|charg\w*|fees?|tarifa\w*|precio\w*|vale)\b|\b(how much|cuesta\w*|cuanto|sale|cobr\w*|paga|pagan|pago|pagar|pay\w*|cost\w*|price\w*|charg\w*|fees?|tarifa\w*|precio\w*|vale)\b.{0,30}\b(cada|each|per|por|every) (sms|mensaje|message|text|conversacion|conversation)\b|\b(lo que )?(cobra|cobran|charges?) (meta|facebook|whatsapp|la operadora|el operador|the carrier|carriers?)\b|\b(cobro|cargo|costo|charge|fee|cost)s? (extra |adicional |aparte )?(de|from|by|of) (meta|facebook|whatsapp|la operadora|the carrier)\b|\b(meta|whatsapp|facebook|carrier|operadora|sms)( s)? (conversation |conversations |message |messaging |api )?(fees?|charges?|cargos?|tarifas?|costos?|costs?)\b|\b(fees?|charges?|cargos?|tarifas?|costos?|costs?) (de|of|from|that) (meta|whatsapp|facebook|la operadora|the carrier|los sms|the sms|los mensajes|messages)\b`,
);
/** Who we have done it for: "ya han montado esto para algun gimnasio?", "references I can call". */
export const TRACK_RECORD =
  /\b((any|some) (reviews|testimonials|case studies)|reviews (i|we) can read|(got|have) (any )?(reviews|testimonials)|(opiniones|resenas|testimonios) de (clientes|otros|usuarios)|(tienen|hay) (opiniones|resenas|testimonios))\b|\b(han|habeis|have you|have you guys|has your team|did you|ya) (\w+ ){0,2}(montado|hecho|trabajado|implementado|instalado|armado|done|built|worked|implemented|set up|deployed)\b.{0,40}\b(para|con|for|with|in) (alg[uú]n|alguna|otros?|otras?|other|any|another)\b|\b(clientes|clients|customers)\b.{0,40}\b(de referencia|as a reference|as references|i could call|i can call|we could call|we can call|que pueda llamar|que podamos llamar|para llamar)\b|\b(referencias|references|case stud(y|ies)|casos de exito|casos de clientes|client cases)\b|\b(que|which|what) (empresas|companies|businesses|negocios|clientes|clients) (usan|use|tienen|have|trabajan con|work with)\b|\bwho (actually |else )?(uses|use) (you|your|it|novachannel)\b|\b(quien|quienes) (los |las )?(usa|usan|contrata\w*)\b|\b(ring|call|phone|contact|llamar\w*|contactar\w*|hablar con|escribirle)\b.{0,20}\b(one of (them|your (clients|customers))|uno de (ellos|sus clientes|tus clientes)|(a )?(la senora|el senor) de)\b/;
/** A client's own contact details asked for: "¿me pasan el número de la señora de la clínica?". */
export const CLIENT_CONTACT =
  /\b(ring|call|phone|contact|llamar\w*|contactar\w*|hablar con|escribirle)\b.{0,20}\b(one of (them|your (clients|customers))|uno de (ellos|sus clientes|tus clientes)|(a )?(la senora|el senor) de)\b|\b(numero|number|contacto|telefono|phone|correo|e ?mail)\b.{0,15}\b(de la senora|del senor|de ese cliente|de (sus|tus) clientes|of (that|the|one of your) (client|customer|lady|guy)|of your (clients|customers))\b/;
/** A named certification or law: the compliance answer proper. */
export const CERTIFICATION =
  /\b(gdpr|rgpd|hipaa|soc ?2|iso|pci|lopd|lfpdppp|certif\w*|complian\w*|cumplimiento|ley de proteccion|data protection law)\b/;
export const FIX_TIME =
  /\b(arregl\w*|fix\w*|resolv\w*|solucion\w*|repar\w*|restor\w*|restablec\w*)\b.{0,40}\b(demora\w*|tarda\w*|how long|how fast|cuanto tiempo|how quickly)\b|\b(demora\w*|tarda\w*|how long|how fast|cuanto tiempo|how quickly)\b.{0,40}\b(arregl\w*|fix\w*|resolv\w*|solucion\w*|repar\w*)\b/;
export const AIDEV_COMPARE =
  /\b(tradicional|traditional|regular dev\w*|normal dev\w*|ahorr\w*|saving\w*|save|faster|mas rapido|mas barato|cheaper|vs|versus|compared)\b/;
export const BALLPARK =
  /\b(ballpark|rough(ly)?|aprox\w*|mas o menos|estimate|estimado|idea of (the )?(price|cost)|price|precio|cost\w*|cuanto|how much|sale|saldria)\b/;
export const RESELL =
  /\b(white ?label|marca blanca|(revender|revenderlo|revenderla|resell|reselling) (novachannel|it|your|su|sus|el servicio|the platform|la plataforma|lo|la)|(puedo|podemos|can i|can we) (revender|resell)|con mi (propia )?marca|under (my|our) (own )?brand|partner program\w*|programa de (socios|partners))\b/;
export const YEAR_TOTAL =
  /\b(se paga (todo )?de una|(se paga|pago|pagas|pay|paid) (todo )?(de una vez|en un (solo )?pago|all at once|in one go|up ?front|upfront)|yearly (cost|total|price|bill)|annual (cost|total|bill)|costo anual|total anual|cuanto (seria|sale|es) al ano|cost per year|for the year|for a year|for the whole thing|por el ano|el ano completo|el ano entero|(el|un) ano (completo|entero)|todo el ano|total|12 months|twelve months|12 meses|doce meses|whole year|full year|per year|a year|over a year|in a year|al ano|en el ano|en un ano|por ano|anual(es)? total|ahorr\w*|save|saving\w*)\b/;
/** A currency other than the US dollar, by name or code ("en guaranies", "in CAD"). */
export const LOCAL_CURRENCY = String.raw`colones|pesos|soles|quetzales|lempiras|guaranies|bolivianos|bolivares|cordobas|balboas|reales|euros?|francs?|francos?|rand|naira|shillings?|chelines|rupees?|rupias|cad|mxn|cop|pen|clp|ars|eur|gbp|aud|pyg|bob|brl|uyu|gtq|hnl|nio|dop|crc|inr|php|kes|zar|ngn|canadian dollars|dolares canadienses|aussie dollars|australian dollars|aussie|kiwi dollars|nz dollars|new zealand dollars|singapore dollars|dolares australianos|local currency|moneda local|my currency|mi moneda|our currency|nuestra moneda`;
export const INVOICE = new RegExp(
  String.raw`\b(factur\w*|invoice\w*|${LOCAL_CURRENCY}|exchange rate|tipo de cambio|devalu\w*)\b`,
);
export const DUPLICATE =
  /\b(double|twice|two times|dos veces|doble|duplicad\w*|duplicate\w*|cobro de mas|cobraron de mas|overcharg\w*)\b/;
export const BILLING =
  /\b(cobr\w*|charg\w*|bill\w*|factur\w*|cargo|invoice\w*|monto|amount|tarjeta|card)\b/;
/** Arithmetic, recipes and sport: nothing the assistant sells. */
export const OFF_TOPIC =
  /\b((que|q|which|what) vino (me |nos )?(recomendas|recomiendas|recomiendan|recomendarias|recommend)|(recomendame|recomiendame|recommend me) (un|algun|a) (vino|wine)|(sabes|sabe|saben|can you) (hacer|cocinar|preparar|cook|make) (un|una|el|la|a) (buen |good )?(asado|bbq|barbecue|parrillada|torta|pastel|cake))\b|\b(traduceme|traducime|traducinos|traduzcan|traduce (esto|esta|este|estas|al)|(can you |could you |puedes |podrias )?translate (this|that|the following|for me|me|into)|(can you |could you |puedes |podrias )traducir(me)? (esto|esta|este|estas|al))\b|\b(que clima|que tiempo (va a hacer|hara|hace en)|el clima (de|en|para|del)|weather (forecast|in|for|tomorrow|this|on)|what s the weather|whats the weather|va a llover|will it rain)\b|\b(essay|ensayo|monografia)\b.{0,60}\b(write|escrib\w*|redact\w*|hac\w*|words|palabras)\b|\b(write|escrib\w*|redact\w*|hazme|haceme)\b.{0,40}\b(essay|ensayo|monografia)\b|\b(should i|do i need to|do i have to|tengo que|debo|deberia) (register|registrarme|inscribirme|darme de alta) (for|en|como|para) (vat|iva|gst|hacienda|the irs|autonomo|monotributo|el sat|la dian|el sii)\b|\b(tax|legal) advice\b|\b(write|escribe\w*|escribe\w*|escribime|hazme|haceme|compose|componme|invent\w*)( me| us)? (a |an |una? |un )?(\w+ )?(limerick|haiku|poem|poema|soneto|sonnet|song|cancion|rap|jingle|verso|verses|rima|rhyme|story|cuento|chiste|joke|riddle|acertijo|adivinanza)\b|\b(write|escribe\w*|escribime|hazme|haceme|give me|dame|pasame)( me)? (a |an |una? )?(sql|query|consulta sql|script|code|codigo|program|programa|formula|regex|function|funcion|macro)\b|\b(draw|sketch|dibuja\w*|disena\w*)( me| us)?( \w+){0,4} (tattoo|tatuaje|logo|picture|dibujo|portrait|retrato|drawing)s?( design| diseno)?\b|\b(recomenda\w*|recomienda\w*|recommend|suggest|sabes de|know (of |any )?)( me)? (un|una|a|an|some|algun|alguna|good|buen|buena)( \w+)? (restaurante|restaurant|pizzeria|pizza place|bar|cafe|cafeteria|hotel|pelicula|movie|serie|show|libro|book|cancion|song|receta|recipe|parrilla|taqueria|heladeria|playa|beach)s?\b|\b(python|javascript|typescript|java|php|sql|vba|excel|c\+\+|html|css)( \w+)? (error|code|script|formula|bug|question|exception)|fix (this|my) (code|python|script|formula|excel)|list index out of range|syntax ?error|null pointer|undefined is not|mi codigo|my code|stack ?overflow\b|\b(write|escribe|escribeme|escribime|redacta\w*|hazme|haceme|make me|help me (write|with my))( me)? (a|an|un|una|mi|my)( \w+){0,3} (nota de cata|notas de cata|tasting notes?|cover letter|letter|carta|reclamo|reclamacion|queja|complaint|poem|poema|poesia|rap|verso|versos|haiku|story|cuento|historia|essay|ensayo|song|cancion|letra|resume|cv|curriculum|speech|discurso|homework|tarea|thesis|tesis|chiste|joke|toast|brindis|vows|votos|eulogy|love letter|carta de amor|dedicatoria|birthday (message|card|poem))\b|\b(traduce\w*|traduci\w*|translate)( me)? (esto|this|lo siguiente|the following)\b|\b(write|escribe\w*|redacta\w*)( me| us)? (\d+|a few|some|unas|unos) (words|palabras|pages|paginas|lines|lineas)\b|\b(recomienda\w*|recomenda\w*|recommend|suggest|sabes|know)\b.{0,40}\b(para|pa|to|where to|donde) (comer|cenar|almorzar|desayunar|eat|dine|have (lunch|dinner|breakfast))\b|\b(como se (prepara|hace|cocina)|como (preparo|hago|cocino)|how (do (you|i)|to) (make|cook|prepare)) (un |una |a |el |la |los |las )?(buen |buena |good |proper )?(ceviche|paella|asado|tacos?|pizza|pasta|sushi|arroz|bread|cake|torta|pastel|empanadas?|arepas?|tortilla|guacamole|cafe|coffee|cocktail|coctel|pisco sour|mojito|sangria|lasagna|lasana|brownies?|cookies?|galletas)\b|\b\d+\s*(x|\*|por|times|multiplied by|mas|plus|menos|minus|entre|divided by)\s*\d+\b|\b(buy|sell|invest in|comprar|vender|invertir en|compro|vendo|invierto en) (some |more |algo de |mas )?(bitcoin|btc|ethereum|crypto|cripto\w*|stocks?|acciones|gold|oro|shares|dolares|dollars)\b|\b((haccp|appcc)( plan)?|plan (haccp|appcc)|business plan|plan de negocios?|marketing plan|plan de marketing|food safety plan|plan de seguridad alimentaria)\b|\b(receta|recipe|partido|superclasico|futbol|football|soccer|weather|clima|horoscopo|poema|poem|chiste|joke about|cancion|song|tarea|homework|rain|llover|llueve|lluvia|temperature|temperatura|forecast|pronostico|lottery|loteria|movie|pelicula|ipl|cricket|champions league|premier league|(a|for a|un|una) (raise|pay rise|aumento de sueldo)|salary|la liga|who do (u|you) reckon|like i m five|like im five|eli5|netflix|(recomienda\w*|recommend|suggest\w*|sugiere\w*)( me)? (una?|a|some|algun\w*)( \w+)? (serie|series|peli\w*|movie|show|cancion|song|libro|book|restaurante|restaurant|anime|podcast|juego|game)|test match|who won|quien gano|a bet on|una apuesta|nba|nfl|mlb|super ?bowl|world cup|who (will|would|is going to|s going to) win|quien (va a )?ganar\w*|horoscope|horoscopo|zodiac|zodiaco|astrolog\w*|tarot|(see|saw|watch|watched|catch|caught|viste|vieron|viste ayer) (the|el|la|last night s|yesterday s) (match|game|partido|final|clasico|derby)|the ref|referee|arbitro|umpire|tell me a joke|tell us a joke|cuentame un chiste|dime un chiste|contame un chiste|the wind|el viento|surf report|swell|las olas|the waves|tide|la marea)\b|\b(how (do|would|should|can) (i|we) file|how to file|file (my|our) (quarterly |estimated |annual )?taxes|estimated taxes|declarar (mis|los|nuestros) impuestos|hacer (la|mi) declaracion)\b|\b(which|what|que|cual)( \w+)? (pos|point of sale|tpv|punto de venta|accounting software|laptop|printer|impresora|bank|banco|caja registradora|cash register)( system| sistema)? (is|es) (better|best|mejor)\b|\b(square|clover|lightspeed) (or|o|vs) (square|clover|lightspeed)\b|\b(escribeme|escribime|redactame|redactame|write me|write us)( \w+){0,2} (copy|caption|post|posteo|publicacion|anuncio|ad copy)\b|\b(redact\w*|escrib\w*|hazme|haceme|write|draft)( me| us)? (un|una|el|la|a|an|the|my|mi)( \w+){0,2} (contrato|contract|acta|testamento|will|nda|acuerdo de confidencialidad)\b|\b(tax deductible|deducible de impuestos|deducibles?|deducir (de )?(los )?impuestos|write (it|this|that) off)\b|\b(which|what|que|cual)( \w+){0,3} (laptop|laptops|computer|computadora|computador|ordenador|portatil|phone|celular|movil|printer|impresora|tablet|camera|camara)s?( \w+){0,6} (would (u|you)|do (u|you)|me) (recommend|recomiendas|recomiendan|suggest)\b|\b(recommend|recomiendame|recomiendas)( me)? (a |un |una )?(laptop|computer|computadora|ordenador|portatil|phone|celular|printer|impresora)\b|\b(laptops?|computers?|computadoras?|ordenadores?|portatiles?|phones?|celulares?|printers?|impresoras?)\b.{0,60}\b(which|what|que|cual) (one|model|brand|modelo|marca)\b.{0,20}\b(recommend|recomiendas|suggest)\b|\b(lo |la |los |le )?(puedo|podemos|deberia|debo) (denunciar|demandar)\b|\b(que|what) (me )?(recomiendas|recommend|should i|debo) (hacer )?(legalmente|legally)\b|\b(sue|take) (him|her|them|my client|the client) (to court)?\b.{0,20}\b(legal|lawyer|court)\b|\b(cricket|futbol|football|soccer|nba|nfl|ipl|world cup|mundial|champions|la liga|premier league)\b.{0,60}\b(who|quien|should|deberia|dropped|team|equipo|seleccion|win|ganar)\b|\b(india|england|argentina|mexico|brasil|brazil|spain|espana) (lost|won|perdio|gano)\b|\b(ayudame|help me) (a |to )?(escribir|redactar|write|draft) (una |un |a |an )?(carta|letter|email|correo|mensaje)\b|\b(my|mi) (flight|vuelo)\b.{0,40}\b(cancel\w*|delay\w*|retras\w*)\b.{0,60}\b(money back|refund|reembols\w*|devuelv\w*)\b/;
/** Buying intent said outright: the next step is the free times. */
export const BUY =
  /\b(?<!\b(?:no|not|ni|nunca|never|don t|dont|do not) )((keen|ready|happy|want|wanna|like|d like|love) to (book|schedule|grab|lock in) (in )?(a |the )?(free )?(demo|call|meeting)|(como|how) (hago|hacemos|do i|do we|can i|can we) (pa |para |to )?(verlo|see it)( \w+){0,2} (con alguien|with someone|with a person|con una persona)|(can|could) (i|we) see (an? )?(example|sample|it in action|it working|how it works)( of it)?( first)?$|(puedo|podemos|se puede) ver (un )?(ejemplo|como funciona|funcionando)( primero| antes)?$|(muestren|mostrarme|mostrarnos|ensenen|ensenarme|show (me|us)) (\w+ ){0,2}(la plataforma|el sistema|the platform|it|how it works|como funciona) (en vivo|live)|live demo|demo en vivo|(me apetece|me gustaria|quisiera|i d love to|id love to|i d like to) (verlo|probarlo|see it( in action)?|try it)|(vale |ok |pues |bueno |dale )*me apunto$|count me in|me interesa\b.{0,60}\b(que sigue|q sigue|como seguimos|y ahora que)|interested\b.{0,40}\b(what s next|whats next|next steps?))\b|\b(?<!\b(?:no|not|ni|nunca|never|don t|dont|do not) )((get|put|pencil) (me|us) (on|in|into|down)( (the|your|ur))? (calendar|schedule|books)|(huecos|horarios|espacios|turnos) (que )?(teneis|tienen|tenes|tienes|hay) (libres|disponibles)|(que|q) (huecos|horarios libres|espacios libres) (teneis|tienen|tenes|tienes|hay|quedan)|(which|what) days (have you got|do you have|are (free|open|available))|(que|q) dias (tienen|teneis|tenes|hay)( libres| disponibles)?|(huecos|horarios) libres|(me )?(muestras|muestran|mostras|mostrais|pasas|pasais|pasan|pasame|pasadme|dame|dadme|das|dais) (las |unas |los |unos )?(horas|horarios|fechas|espacios|huecos)( libres| disponibles)? (para|de) (la )?(demo|reunion|llamada)|show me (the |some )?(free )?(times|slots)( for the demo)?|(quiero|queremos|necesito) una (reunion|llamada|videollamada)|next step|siguiente paso|proximo paso|como (empezamos|arrancamos|seguimos|lo contrato|contrato|avanzamos)|how do (we|i) (start|get started|sign up|proceed|buy|move forward)|get started|lets do (it|this)|let s do (it|this)|me convenciste|me convencieron|where do i sign|me anoto|nos anotamos|count me in|count us in|quiero contratar(lo)?|lo compro|lo contratamos|ready to (start|buy|go)|listo para (empezar|arrancar|contratar)|(set up|schedule|book|arrange|hop on|jump on) a (call|meeting|demo)|(?<!(hours|times|days|time|when|where|how) )(can|could) (i|we) book (that|the|an|a|this) (\w+ )?(call|meeting|demo|session)(?! in\b)|(agendar|programar|cuadrar|coordinar|armar) una (llamada|reunion|videollamada|demo|demostracion|presentacion)|a (call|meeting) with (your|someone|sales)|una (llamada|reunion) con (ustedes|alguien|un asesor|ventas)|(lets|let s|let us|we d like to|i d like to|i want to|i wanna|quiero|queremos|vamos a|hagamos|me gustaria) (just |solo )?(do|book|schedule|have|see|get|hacer|agendar|tener|ver|reservar) (the|a|una|la|esa) demo|what (times|slots|days) (do|does|are|would)|which (times|slots|days) (do|are|work)|(que|q|cuales) (horarios|dias|horas) (tienen|hay|tenes|tienes|manejan|estan libres|disponibles)|when (can|could) (we|i) (meet|talk|do the demo|have the demo)|cuando (podemos|puedo|nos podemos) (reunir|hablar|ver|hacer la demo)|agenda(me|nos|r)? (una|la) (demo|llamada|reunion|cita)|book (me|us) (a|in|for)|agendame|agendanos|como (arranco|empiezo|comienzo|le hago|hago para (empezar|arrancar|contratar))|how do i (begin|get going)|what s the next step|whats next|(?<!(no|plan|cual|q|que) )me late|(?<!no )me convence|count me in|i m sold|im sold|(we re|were|i am|we are) sold|walk (me|us) through (it|this|the platform|everything)|(can|could) (we|i) (do|have|get|set up|book|schedule) a (quick )?(demo|demo call|call|walkthrough)|(podemos|puedo|podriamos) (hacer|tener|agendar) una (demo|llamada|videollamada)|demo (tmrw|tomorrow|today|manana|hoy|next week|la semana que viene)|(hagamos|hacemos|agendemos|veamos|hagamosla|reservemos) (la|una|esa|nomas la) (demo|reunion|llamada|videollamada)|agendamos(?! (por|x|citas|turnos|pacientes|clientes|las|los|con|en|a|todo))|agendemos|agendalo|agendala|lets book( it)?|let s book( it)?|book it|(se puede|puedo|podemos|podria|podriamos|can i|could i|can we|could we) (tener |hacer |agendar |cuadrar |coordinar |get |have |book |grab |do )?(una |la |a |the )?demo( (please|pls|por favor|porfa))?$|(?<!(hours|hora|horas|when|cuando|time|times) )(se puede|podemos|can we|can i) (tener |hacer |agendar |cuadrar |coordinar |get |have |book |grab )(una |la |a |the )demo|(dame|deme|denme|dadme|give me|show me|send me) (las |los |unas |unos |some |the )?(demo )?(horas|horarios|times|slots|fechas)( (para|de|for) (la |the )?demo)?|(la |una |a )?demo,? (please|pls|por favor|porfa)|(just )?one slot|whatever s (soonest|first available|earliest|first)|(any chance|is it possible|es posible|se podra|habra chance) (of |to |de )?(doing|do|have|having|get|getting|hacer|tener|agendar) (the |a |la |una )?demo|(what|which) (times|slots|days|dates) (have you got|you got|have you|are there|are free)|(still|igual|aun asi|de todos modos|anyway) (i |we )?(still )?(want|quiero|queremos) (the |a |la |una )?demo|lo (mas pronto|antes) (posible|que se pueda)|(grab|get|have|book|steal) (\d+|a few|fifteen|twenty|thirty|some) (mins?|minutes) (with|of) (someone|somebody|you|your team|a person|your time)|(quiero|queremos|quisiera|me gustaria) (q|que) me (muestren|enseñen|ensenen|mostreis|enseneis|presenten) (la plataforma|el sistema|como funciona|novachannel))\b|\bi m in$/;
/** Doubt that the AI will do right by the visitor's customers. */
export const TRUST_DOUBT =
  /\b(how do (i|we) know|how can (i|we) be sure|como (se|sabemos|saber) que|que garantia|what guarantee\w*|embarrass\w*|quedar mal|dejarnos mal|mess(es)? up|screw(s)? up|meta la pata|meter la pata|la riegue|la cague|se equivoque|gets? it wrong|makes? mistakes?|(tells?|told|says?|said|gives?|gave|quotes?|quoted|dice|dijo|diga|da|dio|de) (\w+ ){0,5}(something|anything|algo|the|el|la|un|una|info\w*|datos?) ?(\w+ ){0,3}(wrong|incorrect\w*|equivocad\w*|errone\w*|false|falso|falsa)|confiar en|trust (it|the bot|ai|an ai)|(really|actually|truly|even) works?|funciona (de verdad|en serio|realmente|de veras)|(realmente|de verdad|en serio) funciona|esto funciona$|does (this|it) (really |actually |even )work|does (this|it) work( at all)?$|puro humo|humo|snake oil|just hype|is (this|it) legit|es confiable|is it reliable|se puede confiar|me la creo|sounds too good|se equivoca\w*|inventa\w*|makes? (stuff|things) up|alucin\w*|hallucinat\w*|no me da confianza|can t risk|cannot risk|can t afford (to risk|that happening|a mistake)|no (me )?puedo arriesgar\w*|no puedo correr ese riesgo|(don t|do not|can t) trust|desconfi\w*|no confio)\b/;
export const AI_SUBJECT =
  /\b(bot|chatbot|ia|ai|asistente|assistant|robot|it|agente|agent|maquina|machine|esto|this|eso|that|funciona|works?)\b/;
/** "I could build this myself", "mi programador me lo arma": what we add beyond a model. */
export const DIY =
  /\b((?<!(compare|see|check|decide|judge|read|look)( it| them| for)? )(myself|ourselves)|in house|inhouse|internally|diy|roll our own|yo mismo|yo misma|nosotros mismos|por mi cuenta|por nuestra cuenta|lo hago yo|lo armo yo|lo monto yo|me lo arma|me lo hace|nos lo arma|mi programador|nuestro programador|nuestros (devs|desarrolladores|programadores)|our (devs?|developers?|engineers?|it guy|dev team)|my (dev|developer|it guy)|a freelancer|un freelancer|(my nephew|mi sobrin[oa])( \w+){0,4} (could|can|would|will|says he can|says she can|puede|podria|sabe|dice que (me )?(lo )?(puede|arma|hace|monta)|(me |nos )?(lo )?(arma|hace|monta|programa|construye|build\w*|make\w*|set\w* up))|(my nephew|mi sobrin[oa]) (says|dice|reckons|thinks|cree|me dice que (chatgpt|la ia|eso|esto|un bot))|(just|only|solo|simplemente|mejor) (use|usar|uso|usamos|usa) (chatgpt|chat gpt|gpt|gemini|claude|copilot)|(chatgpt|chat gpt|gemini|claude|copilot) (is|es|esta) (free|gratis)|(why|por que|para que|pa que) (would i |should i |should we |would we |voy a |vamos a )?(pay|pagar|pago)\b.{0,40}\b(chatgpt|chat gpt|gemini|claude|copilot)|con (chatgpt|chat gpt|gemini|claude|copilot) (me basta|nos basta|es suficiente|me sirve|nos sirve|me alcanza))\b/;
/** Another vendor named or implied: our differentiators, from the facts. */
export const COMPETITOR =
  /\b(ya (usamos|uso|tenemos|trabajamos con|contamos con)|we already (use|have|work with|pay for)|we (currently )?use|currently (use|using|with)|otro proveedor|otra (empresa|plataforma|herramienta)|another (provider|vendor|company|platform|tool)|why (should|would) (i|we) (switch|change|pick|choose|go with)|por que (cambiar\w*|elegir\w*|los elegiria)|tienen (ustedes )?de diferente|what makes you different|que los (diferencia|hace diferentes)|better than|mejor que|en otro lado|en otra parte|elsewhere|somewhere else|la competencia|competitors?|competencia|por la mitad|half the price|half price|why (would|should) (i|we) pay|para que (pagar|pago|pagaria)|por que (pagaria|pagar)|(?<!(demo|plan|trial|prueba|it|this|esto|eso|that) )(is|es) (free|gratis)( lol| jaja\w*)?$|whatsapp business (app )?(is|es) (free|gratis)|manychat|intercom|zendesk|respond ?io|tidio|drift|freshchat|botmaker|treble|leadsales|wati|twilio|landbot|chatfuel)\b/;
/** A day asked for a meeting ("tienen un espacio el viernes?", "can we talk next week?"). */
export const MEETING_DAY =
  /\b(sabado|domingo|saturday|sunday|weekend|fin de semana|lunes|martes|miercoles|jueves|viernes|monday|tuesday|wednesday|thursday|friday|manana|tomorrow|hoy|today|next week|this week|proxima semana|semana que viene|esta semana|la otra semana)\b/;
export const MEETING =
  /\b(espacio|hueco|disponib\w*|available|availability|free slot|libre|reun\w*|meet\w*|call|llamad\w*|llamar\w*|hablar|talk|chat with|demo|mostrar\w*|muestren|show|ver la|see it|videollamada|zoom|calendar|calendario|book me|schedule me|pencil me|agendame|agendanos|anotame|cita)\b/;
/** "Not now, maybe next year": a decision put off, answered as one. */
export const NOT_NOW =
  /\b(ahora no|ahorita no|todavia no|por ahora no|not (right )?now|not yet|maybe later|mas adelante|el proximo ano|next (year|quarter)|el otro ano|despues vemos|later this year)\b/;
/** "Am I talking to a real person?", "eres un bot?": the assistant says what it is. */
export const HOW_ARE_YOU =
  /\b(how are you|how r u|how s (it going|your day|everything)|hows (it going|your day)|how are things|how is your day|how you doing|como estas|como esta usted|como te va|como va (todo|eso|tu dia)|que tal (estas|tu dia|todo)|todo bien( por (alla|ahi))?|como andas|como vas|que tal va)\b/;
export const COMPLIMENT =
  /\b((you re|youre|you are|u r|eres|sos) (pretty |so |really |very |quite |re |muy |bien )?(smart|clever|helpful|good|fast|quick|nice|cool|awesome|great|inteligente|rapid[oa]|buen[oa]|util|amable|genial|capo|capa)|you re (awesome|great|amazing|the best|cool|nice|helpful|so helpful)|youre (awesome|great|amazing|the best)|you rock|love (you|it)|good bot|nice bot|sos (re |muy )?(copad[oa]|genia?l?|grande|un[oa] crack|lo mas)|eres (muy )?(amable|genial|lo maximo|un[oa] crack|lind[oa])|me caes bien|que (amable|linda|lindo|buena onda|crack)|muy amable|buena onda|(muy |que |re )?(bonita|linda|bonito|lindo|buena|buenisima|padre|chula) (la |su |tu |vuestra )?(pagina|web|pagina web|sitio)|(nice|great|lovely|beautiful|cool|good looking) (site|website|web site|page)|love (the|your) (site|website|page)|solo (queria|quiero|pasaba a) saludar|just (wanted|popping in|dropping by) to say (hi|hello))\b/;
export const ARE_YOU_BOT =
  /\b(cual es tu nombre|como te llamas|tu nombre|what s your name|whats your name|what is your name|your name)\b|\b(you re|youre|you are|u r|eres|sos|es usted) (just |only |solo |nada mas que |simplemente )?(a |an |un |una )?(chatgpt|gpt|bot|robot|ai|ia|wrapper|maquina|machine|persona|person|human|humano|humana)\b|\b(are you|r u|am i (talking|chatting|speaking) (to|with)|estoy hablando con|hablo con|eres|eri|sos|es usted|is this) (a |an |un |una )?(real |actual |live )?(person|human|bot|robot|ai|ia|persona|humano|humana|maquina|machine|chatgpt|gpt)\b|\b(who (made|built|created|programmed|designed) (you|this)|quien (te )?(hizo|creo|programo|diseno)|quien esta detras)\b/;
/** Price pushback, however it is put: the objection outranks a recommendation. */
export const PRICE_PUSHBACK =
  /\b(free (still )?beats|(still|it) beats \$?\d+|gratis (sigue siendo|es) mejor|gratis le gana|caro|caros|caras|(?:es|esta|muy|bien|re|bastante|algo|un poco|demasiado|tan|medio|super|que) cara|carisimo|carito|costoso|expensive|pricey|overpriced|steep|too much|demasiado|es mucho|thats a lot|that s a lot|its a lot|it s a lot|is a lot|mucha plata|mucho dinero|mucha lana|no me alcanza|can t afford|cant afford|se sale del presupuesto|above (what (i|we) budget\w*|(my|our) budget)|more than (i|we) budget\w*|over what (i|we) budget\w*|mas de lo (que tenia|presupuestado)|out of (my|our) budget|over (my|our) budget|no (tenemos|tengo|hay) (presupuesto|plata|dinero|budget|un mango|un peso|una luca|un duro|lana|un centavo|un cinco|ni un peso|ni un mango)|sin presupuesto|no budget|(don t|dont|do not) have (the )?(a )?budget|budget is (tight|gone|spent|basically zero|zero|nil|nothing|non existent|minimal|tiny)|(basically|practically|almost) no (budget|money)|presupuesto (es )?(casi )?(cero|nulo|nada|minimo)|too small|so small|muy chic\w*|muy pequen\w*|tiny (business|shop|company)|somos (chicos|pequenos|chiquitos)|(seems|feels|looks|sounds) (like )?(a lot|too much|steep|pricey|high)|me parece (mucho|caro|excesivo|demasiado)|se me hace (mucho|caro|excesivo)|(?<!(tard|demor|esper|contest|respond|equivoc|confund|falla|inventa|escrib|llega|pregunt|pid|habl|mensaje|consult)\w* )un monton|un dineral|una fortuna|a fortune|no me da( para| la plata| el presupuesto|$)|no nos da( para| la plata| el presupuesto|$)|no me alcanza|no puedo pagar\w*|can t pay|cannot pay|robo|un robo|abuso|un abuso|rip ?off|ripoff|highway robbery|not worth|no (lo )?vale|no los vale|too pricey|way too|muy alto|too high|crazy (price|expensive)|de locos)\b/;
export const SALES_WORD =
  /\b(plan|planes|plans|precio|price|bot|chatbot|agente|agent|demo|whatsapp|canal|channel|novachannel|soporte|support)\b/;
export const FOLLOW_UP =
  /^(y|e|and|what about|how about|also|tambien|entonces|so|ok y|ok and|okay and|vale y|y el|y la|and the|y si|and if|y para|and for|y con|and with|what if|y que tal|que tal)\b/;
export const REFERS = /\b(eso|esa|ese|ahi|alli|that|there|it|this|esto|those|esos|lo mismo)\b/;
export const QUESTION_WORD =
  /^(que|q|cual|cuales|cuanto|cuantos|cuantas|como|donde|cuando|quien|tienen|tiene|hay|puedo|puedes|pueden|se puede|aceptan|manejan|hacen|ofrecen|incluye|es|son|esta|what|whats|which|how|where|when|who|do|does|did|can|could|is|are|will|would|should|any|y si|what if)\b/;
/** Where a message may split into two questions: conjunctions, commas, "also", "además". */
export const SOFT_SPLIT =
  /,\s*|\s+(?:y|e|and|also|tambien|ademas|plus|aparte|besides)\s+|\s+(?:y|and)\s+(?:tambien|also|ademas)\s+/gi;

/**
 * Words that name one topic on their own. Used only when the classifier is unsure: a topic still
 * needs this much evidence, one shared everyday word is not enough.
 */
export const LEXICON: [Intent, RegExp][] = [
  [
    "sla",
    /\b(sla|uptime|incidents?|incidentes?|disponibilidad|availability|downtime|caidas?|outages?|se cae|goes down|se cayera|went down)\b/,
  ],
  [
    "refund",
    /\b(reembolsos?|refunds?|devolucion\w*|money back|reembols\w*|(devolv|devuelv)\w* (el |mi |nuestro |lo |la )?(dinero|plata|pago|pagado|pasta|lana|guita))\b/,
  ],
  [
    "contentGen",
    /\b(clonacion|clonar|clone|cloning|avatar\w*|voice|voz|digital twin|gemelo digital|videos? (con|with) (la|mi|su|tu|nuestra|nuestro|my|our|his|her|their) (cara|rostro|imagen|face|voz|voice)|sin (q|que) (tenga|tengan|tenga que|tengamos) (q |que )?grabar|without (filming|recording) (every|each))\b/,
  ],
  ["transcription", /\b(transcri\w*|subtitul\w*|subtitles?)\b/],
  [
    "payment",
    /\b(tarjetas?|paypal|transferencia|credit cards?|wire transfer|metodos de pago|payment methods?|payment (modes?|options?)|modes? of payment|medios de pago|como se paga|how do (we|i) pay|formas de pago)\b/,
  ],
  [
    "taxes",
    /\b(billed in|charged in|se (cobra|factura) en|cobran en|facturan en|in euros?|en euros?|in (local )?currency|iva|igv|itbis|isv|itbms|ivu|gst|vat|sales tax|impuestos?|tax|taxes|facturas?|invoices?|moneda|currency)\b/,
  ],
  [
    "trial",
    /\b(trial|prueba gratis|prueba gratuita|probar gratis|probarlo gratis|pruebo gratis|try it (for )?free|try (it )?before)\b/,
  ],
  ["fees", /\b(instalacion|installation|setup fee|setup)\b/],
  ["contactCenter", /\b(call center|contact center|telemarketing|cobranza|collections)\b/],
  ["aiDev", /\b(apps?|aplicacion\w*|software|iacoding)\b/],
  [
    "offices",
    /\b(oficinas?|offices?|ubicados|located|sede|are you in|estan en|based in|con sede|where are you|countries|country|paises|pais|en que ciudad\w*|which cit(y|ies)|mailing address|physical address|direccion fisica|(are|r) (you|u)( guys| all)?( actually| really| based)? in|estan (realmente |de verdad )?en)\b/,
  ],
  [
    "hours",
    /\b(horario|horarios|opening hours|business hours|atienden(?! (por|via|en|x) )|what hours|que horas|a que hora|what time do you (open|close)|(are|is) (you|support|it) (even )?open|abren|cierran)\b|\b(anyone|alguien|open|abiert\w*|atienden|atendeis|trabajan|work|around)\b.{0,25}\b(sabados?|domingos?|saturdays?|sundays?|weekends?|fin(es)? de semana|feriados?|holidays?)\b/,
  ],
  [
    "delivery",
    /\b(cuanto tarda\w*|how long|tiempo de entrega|listo en|go live|goes live|queda listo|cuanto (tiempo )?(se )?(demora\w*|tarda\w*)|(demoran|tardan|tardarian|demorarian) en (montar|hacer|armar|tener|dejar|crear|desarrollar))\b/,
  ],
  [
    "planChange",
    /\b(upgrade|downgrade|cambiar de plan|change plans?|switch plans?|move up|moving up|step up to|subir de plan|subirnos de plan|pasarnos a (un plan|otro plan|el siguiente)|(si|if|cuando|when) (we |nosotros |luego )?(crecemos|crecemos|crezcamos|crece|grow|scale|outgrow \w+|get bigger|need more)|y si crecemos|and if we grow|as we grow|grow\w* (past|beyond|out of) (the |your )?(big|biggest|largest|top|diamond|diamante)( one| plan)?|a medida que crezcamos|go over|goes over|going over|exceed\w*|over the limit|me paso|nos pasamos|si paso|si supero|supero el|superamos|sobrepas\w*|more than that|mas de eso)\b/,
  ],
  ["compliance", /\b(seguridad|security|encrypt\w*|encripta\w*|privacidad|privacy)\b/],
  [
    "channels",
    /\b(canales|channels|messaging apps?|chat apps?|apps? de mensajer\w*|redes de mensajer\w*)\b/,
  ],
  ["chatbots", /\b(chatbots?|videobots?)\b/],
];
/** Where we are asked about, by its own words (checked once "my office manager" is set aside). */
export const OUR_OFFICE = LEXICON.find(([i]) => i === "offices")![1];
/**
 * Details we do not publish, asked beside a topic we do ("uptime… and service credits?"): the
 * known part is answered and this one is said plainly.
 */
/** About the company itself: its size, its age, its clients (none of it published). */
export const COMPANY_FACTS =
  /\b(how many (people|employees|staff|devs|developers) (actually )?(work|are there|do you have)|cuant[oa]s (empleados|trabajadores|personas trabajan|son en la empresa)|since what year|since when (have you|has novaflow|are you)|desde (que|cuando) (ano|existen|estan)|when (were you|was novaflow|was the company|was it) founded|year (you were |it was )?founded|ano de fundacion|cuando (se fundo|fundaron|nacio la empresa)|cuantos anos (llevan|llevais|tienen|tenes)|how (many years|long) have you (been|guys been)|how many (customers|clients) do you have|cuantos clientes (tienen|teneis|tenes|manejan))\b/;
/** Several years paid at once: "si pago 2 años de una", "two years upfront" (no such discount). */
export const MULTI_YEAR =
  /\b((pago|pagar|pagando|pagamos|pay|paying|paid|prepay\w*) (\w+ )?(2|3|dos|tres|two|three) (anos|years)|(2|3|dos|tres|two|three) (anos|years) (de una|de golpe|juntos|por adelantado|adelantados?|upfront|up front|at once|in advance)|multi ?year)\b/;
/** What happens when a payment fails, not published: "is there a grace period if our card payment fails?". */
export const FAILED_PAYMENT =
  /\b(grace period|periodo de gracia|dias de gracia|(card|payment|tarjeta|pago|cobro)( \w+){0,2} (fails?|failed|bounces?|bounced|is declined|gets declined|rechaz\w*|falla\w*|no pasa|no pase|no entra))\b/;
/** Prices we do not publish: several years at once, a loose onboarding hour, a VAT rate. */
const UNPRICED_EXTRAS =
  /\b((hora|horas|hour|hours) (de |of )?onboarding (suelta|sueltas|extra|adicional\w*|additional|more)|(extra|additional|otra|una) (hora|hour) (de |of )?onboarding|onboarding (suelto|extra|adicional)|(vat|iva|igv|gst|sales tax|tax) (rate|tasa|porcentaje)|(what|which|que|cual|cuanto) (vat|iva|igv|gst) (would|will|do|le|me|nos|van)\b)/;
export const UNPUBLISHED = new RegExp(
  String.raw`\b((when|cuando|after|despues|once|una vez)( \w+){0,3} (trial|days|dias|prueba)( \w+){0,3} (run out|runs out|ends?|over|termin\w*|acab\w*|venc\w*)( \w+){0,5} (charged|charge|cobr\w*|bill\w*)|(charg\w*|bill\w*|cobr\w*)( \w+){0,3} (automatic\w*|solo|sola|by itself|on its own)|paypal|crypto|cripto\w*|bitcoin|mercado ?pago|zelle|yape|nequi|oxxo|venmo|m ?pesa|apple pay|google pay|pix|payoneer|skrill|usuarios? (extra|adicional\w*)|extra (users?|conversations?|agents?)|per (additional|extra) (user|agent|conversation)|overage\w*|excedente\w*|(si|if) (\w+ ){0,3}(nos pasamos|me paso|we go over|we exceed|you exceed|i go over|we blow (past|through)|we go past|we pass|we hit more than|superamos|rebasamos)|(pasamos|pasarnos|pasa|go over|going over|exceed\w*) (de |del |the |that |ese |el |our |nuestro )?(tope|limite|limit|cap|cupo)|white ?label|marca blanca|service credits?|(any )?credits? (for|por) (that|it|this|downtime|the downtime|eso|la caida)|status page|change (the|my|our) (card|payment card|credit card)|cambiar (la|mi|nuestra) tarjeta|vat number|tax number|numero de (iva|nif|ruc|rfc|nit)|(nif|cif|ruc|rfc|nit) en la factura|(cuantos|how many) (minutos|minutes) (\w+ ){0,4}(contest\w*|respond\w*|tarda\w*|answer\w*|repl\w*|take|gets? back|vuelv\w*|regres\w*)|banear\w*|banean|get banned|be banned|ban (my|our|the) (number|account)|bloque\w* (el|mi|nuestro) numero|block (my|our) number|dedicated (account )?(manager|rep|representative|person|contact|support)|account manager|gerente de cuenta|ejecutivo de cuenta|ejecutiva de cuenta|persona dedicada|gigas|gigabytes?|\d+ ?gb|almacenamiento|storage (space|limit)|how much storage|pagina de estado|pagina de status|creditos? de servicio|compensa\w*|penali\w*|on ?prem\w*|self ?host\w*|servidores propios|nuestros servidores|our own servers|own servers|(need|require|requires|needs|piden|pide|necesito|hace falta) (a |una )?(credit )?(card|tarjeta)|tarjeta (para|en) la prueba|(have to|need to|must|hay que|tengo que|debo|piden) (enter|give|add|put|poner|dar|ingresar|meter|registrar)( a| my| una| mi| la)?( credit)? (card|tarjeta)|card (for|to start) the trial|descuentos? (para|a|por ser) (\w+ ){0,2}(estudiantes|startups|ongs?|instituciones|colegios|escuelas|universidades|educacion|educativ\w*|fundaciones|iglesias|sin fines de lucro|emprendedores|gobierno|municipios)|(discounts?|special pricing|special price) (for|to) (\w+ ){0,2}(students|startups|ngos?|non ?profits?|charit\w*|schools|education\w*|universities|churches|government)|(education\w*|nonprofit|non profit|ngo|student|startup|charity) (discount|pricing|price)|descuentos? (a|para|por ser) (\w+ ){0,2}(academias?|centros de formacion|centros educativos|formacion)|(discounts?) (for|to) (\w+ ){0,2}(academies|training (centres|centers|schools))|rate limits?|por (minuto|segundo)|per (minute|second)|portugues|portuguese|frances|french|aleman|german|idiomas|languages|en ingles|in spanish|modelo de ia|ai model|gpt|llm|notas de voz|audios|voice notes|voice messages|mensajes de voz|sso|single sign on|okta|saml|2fa|two factor|ldap|active directory|white ?label|marca blanca|reseller|revendedor\w*|last year|el ano pasado|historical|historico|track record|actual uptime|que empresas|which companies|what companies|big (clients|brands)|empresas grandes|guardan los datos|data (stored|hosted|residency)|accuracy|how accurate|que tan (precis|exact)\w*|precision (de|del|en)|porcentaje de acierto|error rate|tasa de error|where are (your|the) servers|servers? (located|hosted|based)|donde (estan|tienen) (sus |los )?servidores|wcag|accesibilidad|accessibility|ada complian\w*|section 508|lectores? de pantalla|screen readers?|(en persona|in person|on ?site|presencial\w*) (\w+ ){0,3}(capacit\w*|train\w*|formaci\w*|visit\w*)|(capacit\w*|train\w*|formar|vienen|come|visit\w*) (\w+ ){0,4}(en persona|in person|on ?site|presencial\w*)|(per ?conversation|por conversacion|meta s?|de meta|whatsapp s?) (fees?|charges?|cargos?|tarifas?|costos?)|(fees?|charges?|cargos?|tarifas?|costos?) (que cobra |that |de |of |from )?(meta|facebook)|nos los podemos llevar|(podemos|can we|could we) (llevar\w*|take|export\w*|exportar\w*) (\w+ ){0,3}(flujos|contenido|datos|flows|content|data|historial|history|chats)|(son|are) (nuestros|ours|de nosotros)|who owns|de quien (son|es)|data portability|portabilidad|se borra\w*|(get|gets|is|are) deleted|borran (los|el)|data processing (agreement|addendum)|(pierdo|perderia|perdemos|mantengo|conservo) el descuento|(lose|keep) (the|my|our) (annual )?discount|sub ?processors?|subencargados?|subprocesadores?|(modelo|plantilla|copia|borrador) (de|del) contrato|contract (template|sample|draft)|sample contract|(money back|refund\w*|reembols\w*|devoluci\w*) (or|o) (service )?(credits?|creditos?)|dpa|acuerdo de (tratamiento|procesamiento|encargo) de datos|contrato de encargo|business associate agreement|baa|nda|non ?disclosure|acuerdo de confidencialidad|(sign|signs|signing) (our|a|an|the) (\w+ ){0,2}(agreement|contract|nda|dpa|addendum)|firm\w* (un|nuestro|el|nuestra|una) (\w+ ){0,2}(acuerdo|contrato|nda|convenio)|cfdi|factura electronica|facturacion electronica|e ?invoic\w*|electronic invoic\w*|dian|afip|sunat|net (15|30|45|60|90)( days)?|payment terms|terminos de pago|condiciones de pago|purchase orders?|orden(es)? de compra|credito a \d+ dias|pago a \d+ dias|razon social|nit|rfc|tax id|ein|afiliad\w*|affiliates?|referral\w*|referid\w*|comision\w* por|commission\w*|partner program|programa de (socios|partners|referidos)|integracion (\w+ )?nativa|native (\w+ )?integration|natively|sync\w* straight|(after|when) the (free )?trial (ends|is over|expires)\b.{0,40}\b(charg\w*|bill\w*)|(despues de|al terminar|cuando (termine|acabe)) la prueba\b.{0,50}\b(cobr\w*|cargo)|cobran solit\w*|auto ?(matically )?charg\w*|cobr\w* automatic\w*|where is (the )?data|donde (guardan|estan) los datos|(uptime|sla|disponibilidad)\b.{0,40}\b(devuelv\w*|credit\w*|compens\w*|reembols\w*|refund\w*|descuento|discount)|(devuelv\w*|refund\w*|compens\w*).{0,40}\b(uptime|sla|disponibilidad)|reverse ?charge|inversion del sujeto pasivo|autoliquidacion)\b`.concat(
    `|${COMPANY_FACTS.source}|${UNPRICED_EXTRAS.source}|${MULTI_YEAR.source}|${FAILED_PAYMENT.source}`,
  ),
);
export const LANGUAGE_ASK =
  /\b(swahili|suajili|welsh|gales|irish|gaelic|gaelico|afrikaans|zulu|xhosa|hindi|tamil|punjabi|marathi|telugu|bikol|cebuano|aymara|nahuatl|tagalog|quechua|guarani|catalan|catala|euskera|basque|gallego|dutch|holandes|polish|polaco|turkish|turco|vietnamese|vietnamita|thai|tailandes|indonesian|malay|bengali|urdu|hebrew|hebreo|greek|griego|creole|kreyol|papiamento|mandarin|cantonese|te reo|samoan|tongan|hawaiian|navajo|inuktitut|yoruba|igbo|hausa|amharic|somali|farsi|persian|pashto|kurdish|armenian|georgian|ukrainian|ucraniano|romanian|rumano|hungarian|hungaro|czech|checo|swedish|sueco|norwegian|noruego|danish|danes|finnish|finlandes|icelandic|serbian|croatian|albanian|bulgarian|filipino|khmer|nepali|sinhala|mongolian|kazakh|uzbek|mapudungun|valenciano|asturiano|occitan|breton|yiddish|esperanto|lengua de senas|sign language|idiomas?|languages?|multilingual|multilingue|ingles|english|espanol|spanish|portugues|portuguese|frances|french|aleman|german|italiano|italian|chino|chinese|arabe|arabic|japones|japanese|hindi|ruso|russian|coreano|korean)\b/;
const LANGUAGE_NAMES =
  "ingles|english|espanol|spanish|portugues|portuguese|frances|french|aleman|german|italiano|italian|chino|chinese|arabe|arabic|japones|japanese|ruso|russian|coreano|korean";
/** A language that names a trade, not a question: "english academy", "clases de ingles". */
const LANGUAGE_TRADE = new RegExp(
  String.raw`\b(${LANGUAGE_NAMES}|irish|welsh|dutch|polish|turkish|catalan) (academy|academies|school|schools|institute|classes|lessons|courses|tutoring|teachers?|restaurant|food|cuisine|bakery|cafe|market|store|shop|company|business|firm|owned|revolution|fries|toast|press|history|empire|civil war|wine|bread)\b|\b(academias?|escuelas?|instituto|clases|cursos|profesora?s?|profes|restaurantes?|comida|cocina|panaderia|tienda) (de )?(${LANGUAGE_NAMES})\b`,
  "g",
);
/** The text without a trade named by its language (LANGUAGE_TRADE is global: no .test on it). */
export const withoutLanguageTrade = (text: string) => text.replace(LANGUAGE_TRADE, " ");
export const namesLanguageTrade = (text: string) => withoutLanguageTrade(text) !== text;
/** A question about the languages the assistant or the bots speak. */
export function asksLanguage(text: string): boolean {
  const rest = withoutLanguageTrade(text);
  return LANGUAGE_ASK.test(rest) && SPEAKS.test(rest);
}
export const SITE_BUILDER = /^(wordpress|shopify|wix|woocommerce|squarespace|webflow)$/i;
export const SPEAKS =
  /\b(habla\w*|speak\w*|respond\w*|contesta\w*|answer\w*|repl(y|ies)|atiend\w*|entiend\w*|understand\w*|handle|handles|cope with|manej\w*|idiomas|languages|multilingual|multilingue|supported|soporta|soportan|soportado|in|en)\b/;
// (A laugh is a whole word of two syllables or more: "hey", "hay", "hace" and "mucha" are not.)
export const LAUGH_START = /^\s*(?:(?:(?:ja|je|ji|ha|he){2,}|lol|lmao|xd)(?![\p{L}])[\s,.!]*)+/iu;
export const LAUGH_END =
  /(?:[\s,.!]*(?<![\p{L}])(?:(?:ja|je|ji|ha|he){2,}|lol|lmao|xd))+[\s.!]*$/iu;
export const NOD =
  /^\s*(?:perfecto|perfect|ok|okay|oki|dale|vale|si|sí|yes|yeah|genial|great|bueno|cool|nice|excelente|listo|sure|claro|entiendo|got it|ya veo|i see|ah ok|ah)\b[\s,.!]*(?:(?:y|e|and|pero|but)\s+)?/i;
/** "¿lo puedo ver funcionando antes de decidir?": what the demo is, and the free trial. */
export const SEE_IT =
  /\b(ver(lo|la|los)? (funcionando|en accion|andando|en vivo|antes)|ver como funciona\w*|see (it|them|how it works|it work\w*|it in action|it live|it before)|show me (it|how it works|it working)|demonstration|demostracion)\b/;
/** "q es eso de flujo automatizado": what a flow is (a bot or a chatbot is its own question). */
export const FLOW_WORD =
  /\b(flujos?|flows?|automatizaci\w*|automations?|automatizad\w*|automated)\b/;
/** Offices named that are not ours: "my office manager", "horario de oficina", "im based in london". */
export const NOT_OUR_OFFICE =
  /\b(office manager|front ?office|back ?office|gerente de oficina|horarios? de oficina|office hours|(my|our|mi|nuestra|nuestras|la|las) oficinas?|(our|my|nuestra|nuestras|mi|mis) (\w+ ){0,2}(office|offices|oficina|oficinas|sede|sedes)|(here|aqui|aca) (\w+ ){0,2}(office|oficina|sede)|(i m|im|i am|we re|were|we are|estoy|estamos|vivo|vivimos) (based |located |ubicad[oa]s? )?(in|en) \w+|country s law|law of|ley de que pais)\b/;
const NOT_OUR_OFFICES = new RegExp(NOT_OUR_OFFICE, "g");
export const notOurOffice = (text: string) => text.replace(NOT_OUR_OFFICES, " ");
/** What a named plan gives: "whats the free plan actually give me", "que trae el elite". */
export const PLAN_GIVES =
  /\b(what (does|do|will|would) (the |that |this |it |your )?(\w+ ){0,2}(plan |one |tier )?(actually |really )?(give|get|include|come with|offer)|what ?s (the |that |this |your )?(\w+ ){1,2}(actually |really )?(give|get|include|offer)|what (do|would|will) (i|we) (actually )?get (on|with|in)|(que|q) (me |nos )?(da|trae|incluye|ofrece) (el|ese) (plan )?\w+|(que|q) (trae|incluye|tiene) el plan|(el|the) \w+ (plan )?(que|q) (lleva|trae|incluye)|what (comes|s) (with|in) (the )?\w+( plan)?$)\b/;
/** Volume that grows in a season: "se nos triplican los pedidos", "if it doubles in december". */
export const GROWTH =
  /\b(se (nos )?(triplic|duplic|multiplic|disparan?)\w*|(doubl|tripl)\w*|x2|x3|crec\w* (mucho|el doble|al triple)|temporada alta|high season|peak season|(rush|spike|surge)\w*)\b/;
/** …asked as a cost or a plan question: "tenemos que pagar mas?", "do we need to upgrade?". */
export const GROWTH_ASK =
  /\b(pagar mas|pay more|cost more|cuesta mas|cobran mas|charge (us )?more|que pasa|what happens|tenemos que|do we (have|need) to|need to upgrade|upgrade|subir de plan|cambiar de plan|se cobra|extra)\b/;
/** The other plans, against the one named: "or is that only the pricier ones?". */
export const OTHER_PLANS =
  /\b(only (the|on|in|for) (the )?(\w+ )?(ones|plans|tiers)|the (pricier|bigger|higher|more expensive|other|top|paid) (ones|plans|tiers)|solo (en |para )?(los|el) (planes )?(mas caros|mas grandes|superiores|otros|de arriba)|los (planes )?(mas caros|otros planes|superiores|de arriba))\b/;
/** A decision put off to someone else or to later: "gotta run it by her first", "dejame pensarlo". */
/** Someone else in the decision: a boss, a partner, the team, "her", "them". */
export const THIRD_PARTY =
  /\b(boss|partner|partners|wife|husband|team|board|manager|cofounder|co founder|owner|owners|family|her|him|them|jefe|jefa|jefes|socio|socia|socios|equipo|esposa|esposo|marido|mujer|junta|directorio|gerente|gerencia|dueno|duena|duenos|familia|contador|contadora|accountant|ella|el jefe)\b/;
export const DECIDE_LATER =
  /\b((run|check) (it|this) (by|with|past)|talk (it|this) (over )?with|hablarlo con|consultarlo con|verlo con|comentarlo con|cuadrarlo con|cuadrar(lo)? con|conversarlo con|platicarlo con|preguntarle a) (my|our|mi|nuestr[oa]|her|him|them|(the|los|las|el|la) (partners?|board|boss|owner|directors?|socios?|socias?|jefes?|jefas?|duenos?|junta))\b|\b(me|nos) lo (pienso|pensamos)$|\b(dejame|deja me|dejeme|let me|lemme) (pensarlo|pensar|think)\b|\blo (voy a |tengo que )?pens\w*\b|\b(me |nos )?lo (pienso|piense|pensamos|pensare|pensaremos)\b.{0,40}\b(os|te|les) (digo|cuento|aviso|escribo|dire|diremos|contare|avisare|avisamos|escribire)\b|\b(my|our|the|mi|nuestr[oa]|el|la) (boss|manager|owner|partner|director|jefe|jefa|gerente|socio|socia|dueno|duena) (signs off|approves|has to (approve|sign off)|has the (final|last) (say|word)|decides|tiene que aprobar\w*|aprueba|decide|tiene la ultima palabra)\b|\b(not my (call|decision)|no es mi decision|no decido yo)\b|\b(i|we) (ll|will|need to|have to|gotta|got to) think (about )?it\b|\b(have a think|think it over|sleep on it|mull it over)\b|\b(lo |la )?(tengo|tenemos|tendria|tendriamos|debo|debemos) (que |q )?(hablar|consultar|ver|comentar|cuadrar|conversar|platicar)(lo|la)? (antes )?con (mi|mis|nuestro|nuestra|el|la) (socio|socia|socios|jefe|jefa|esposa|esposo|mujer|marido|pareja|contador|contadora|gerente|familia|hermano|hermana)\b/;
/** Someone already answers the chats: "mi sobrina ya me contesta el whatsapp". */
export const HAVE_SOMEONE =
  /\b((worried|afraid|scared|preocupad\w*|miedo)( \w+){0,4} (replace|replacing|take over|reemplac\w*|reemplaz\w*|sustitu\w*|quite el trabajo|quitar(les|le)? el (trabajo|puesto))|(will|would|is going to|va a|vaya a) (replace|reemplazar|sustituir) (them|my|our|us|a mis|a nuestr\w*|al personal|a la gente)|(mejor |better (to |off )?|i ll just |i d rather |prefiero )?(contrato|contratar|contratamos|hire|hiring|emplear) (a |an )?(alguien|una persona|una chica|un chico|someone|somebody|a person|a receptionist|una recepcionista|staff|more staff))\b|\b(mi|my|our|nuestr[oa]) (sobrin[oa]|hij[oa]|niece|nephew|son|daughter|secretari[oa]|secretary|recepcionista|receptionist|asistente|assistant|emplead[oa]|employee|guy|girl|chica|chico|muchach[oa]|cousin|prim[oa]|mom|mama|wife|esposa)( \w+)? (ya )?(me |nos )?(contesta|responde|atiende|answers|handles|does|replies|takes care)\b/;
/** Which time zone the hours are in: "is that SA time?", "¿hora de México?". */
export const TIME_ZONE =
  /\b(time ?zones?|zona horaria|huso horario|(is|are) (that|those|it|they|these) (\w+ ){0,2}times?|(that s|thats|es|son|eso es) (en )?hora (de|del) \w+|hora (de|del) (donde|que pais|que zona|mexico|colombia|espana|argentina|chile|peru|ustedes|alla|aca|costa rica|miami)|(my|our|local|your) (local )?time|mi hora|nuestra hora|hora local|est|pst|cst|gmt|utc|(pacific|eastern|central|mountain|atlantic) time|hora del (pacifico|este|centro))\b/;
/** E-mail support's own hours asked: "what time does your email support open?". */
export const SUPPORT_HOURS =
  /\b(e ?mail|correo|mail|technical|tecnico)( tech| technical| tecnico)?( de)? (support|soporte)\b.{0,40}\b(hours?|horarios?|open|opens|abre|abren|time|hora|when|cuando)\b|\b(hours?|horarios?|when|cuando|what time|a que hora)\b.{0,40}\b(e ?mail|correo|technical|tecnico) (support|soporte)\b|\b(support|soporte) (hours|horario)\b|\b(?<!\b(?:you|we|it|does|do|can|they) )(support|soporte)\b.{0,30}\b(around the clock|24 ?\/ ?7|24 ?7|24 horas|office hours|horario de oficina|business hours|horario laboral|horas de oficina)\b/;
/** A migration asked of a rival ("can you migrate our history from intercom?"): not published. */
export const MIGRATE =
  /\b(migra\w*|import\w*|move (over|our)|bring (over|our)|transfer\w*|traer|trasladar|pasar (el|nuestro|los|todo))\b/;
/** The AI provider's usage bill, asked as a figure ("what does the ai usage run a month?"). */
export const AI_USAGE =
  /\b(costo|coste|cost|bill|gasto|precio)s? (de|of|for) (esa|esas|la|las|el|the|that|those) (api|apis|ia|ai|openai)\b.{0,60}\b(paga\w*|pays?|paid|incluid\w*|includ\w*|aparte|extra|on top)\b|\b(quien|who) (lo |la )?(paga|pays?)\b.{0,30}\b(api|apis|ia|ai|openai)\b|\b(api|apis|openai)\b.{0,30}\b(quien|who) (lo |la )?(paga|pays?)( for)?\b|\b(ai|ia|api|openai|gpt|chatgpt|llm|tokens?)( \w+){0,2} (usage|uso|consumo|bill|factura|gasto)\b.{0,60}\b(how much|cuanto|roughly|run|cost\w*|cuesta|sale|estimat\w*|aprox\w*|ballpark|per month|a month|al mes)\b|\b(how much|cuanto|roughly|estimat\w*|aprox\w*|ballpark)\b.{0,60}\b(ai|ia|api|openai|gpt|chatgpt|llm|tokens?)( \w+){0,2} (usage|uso|consumo|bill|factura|gasto|costs?|costos?)\b|\b(api|apis|openai|gpt|llm|tokens?) (costs?|costos?|bills?|fees?|gastos?) (would |will |might )?(run|come to|be|salen|saldrian|serian|per month|al mes|a month)\b/;
/** Several WhatsApp numbers or lines in one account ("los 4 numeros de whatsapp de las sucursales"). */
export const MULTI_NUMBER =
  /\b(\d+|varios|varias|multiples?|multiple|several|dos|tres|cuatro|cinco|two|three|four|five|more than one|mas de un[oa]?|each of our|cada) (numeros|lineas|numbers|lines|cuentas|accounts|phones|telefonos)( \w+){0,2} (de )?(whats ?app|wa)\b|\b(whats ?app) (numbers|lines|accounts)\b|\b(numeros|lineas) de whats ?app\b/;
/** Lost in our words ("ya me revolviste", "you lost me") and asking if it is for them at all. */
export const LOST =
  /\b(no (le )?entiendo|no entendi|me (revolviste|confundiste|perdiste|enredaste)|ya me perdi|me perdi|i m lost|im lost|i m confused|im confused|you lost me|too technical|muy tecnico|en cristiano|en palabras simples|in plain (english|words))\b.{0,80}\b(me sirve|sirve o no|nos sirve|is it for (me|us)|does it work for (me|us)|will it work for (me|us)|do i need it|lo necesito|si o no|yes or no)\b/;
/** A vague first ask: "hola, info?", "mas info porfa", "what do you guys do exactly". */
export const INFO_ASK =
  /^((hola|buenas|buen dia|buenos dias|hi|hello|hey)( \w+)? )?((me (das|dan|pasas|pasan) )?(mas )?(info|informacion|information|detalles|details)( (porfa|por favor|please|pls))?|(more )?info please|what (do|does) (you|you guys|u|ur company|your company) do( exactly)?|que (hacen|venden|ofrecen)( ustedes| exactamente)?|a que se dedican)$/;
/** Whether what we do suits them: "nos sirve lo q ustedes hacen?", "would this work for us?". */
export const FIT_ASK =
  /\b((nos|me|les) (sirve|serviria|funciona|funcionaria)|sirve para (nosotros|mi|nuestro)|is (this|it) for (us|me)|would (this|it) work for (us|me)|does (this|it) work for (us|me)|can you help (us|me)|nos (pueden|podrian) ayudar|me (pueden|podrian) ayudar)\b/;
/** Live chat asked for ("tienen chat en vivo pa una funeraria?", "do you do live chat"). */
export const LIVE_CHAT = /\b(chat en vivo|live ?chat)\b/;
/** "lo atiende el bot o una persona?": who serves their customer, the agent or someone. */
export const BOT_OR_PERSON =
  /\b(el )?(bot|agente|ia|ai|robot|maquina|machine)( \w+)? (o|or) (a |an |un |una )?(persona|humano|human|person|alguien|someone|real person)\b/;
/** "y si el cliente pide hablar con una persona?": their customer asking for someone on their team. */
export const CUSTOMER_WANTS_PERSON =
  /\b(cliente|clientes|customer|customers|client|clients|paciente|pacientes|patient|patients|caller|callers|usuario|usuarios|guest|guests|huesped|alumno|alumnos)\b.{0,25}\b(pide|piden|pida|pidan|quiere|quieren|quiera|quieran|wants?|asks?( for)?|prefiere|prefers?|insist\w*|needs?|necesita)\b.{0,25}\b(persona|humano|human|person|alguien|someone|agente de verdad|real agent)\b/;
/** Who sets it up: "instalan ustedes el bot o lo tengo q hacer yo?", "do you set it up for us?". */
export const WHO_SETS_UP =
  /\b((lo |la )?(instalan|montan|configuran|implementan|arman) ustedes|ustedes (lo |la |me lo |nos lo )?(instalan|montan|configuran|implementan|arman|hacen)|(lo|la) (tengo|tenemos) (que|q) (hacer|instalar|montar|configurar) (yo|nosotros)|do you (install|set up|build|configure) (it|the bot|everything)|do (i|we) (have to )?(do|set up|build|install) it (myself|ourselves|on (my|our) own)|hacerlo (yo|nosotros) mism\w*)\b/;
/** A plain yes or no pushed for: "yes or no", "dime si o no nomas", "so which is it". */
export const YES_OR_NO =
  /\b(yes or no|si o no|un si o un no|a yes or a no|just yes|simple question|pregunta simple|which is it|cual es entonces|sin rodeos|straight answer|respuesta (directa|concreta)|no me des vueltas|si o que|(so )?(that s|thats|that is|es|eso es) (a )?(no|un no)( then| entonces)?|(so )?(is that|es eso) a (yes|no)|(entonces )?(es|eso es) (que )?no\b|(so|entonces) (you|ustedes) (don t|do not|no) (lo )?(hacen|tienen|have|do|support)( it)?( then| entonces)?|(vuestro|su|tu|your) (comercial|vendedor\w*|asesor\w*|salesperson|sales ?(rep|guy|person)|rep)\b.{0,40}\b(dijo|dijeron|told|said)\b.{0,30}\b(que si|yes|you do|you can|que (lo )?(hacen|tienen|habla|puede))|(my|mi) (competitor|competencia|proveedor|provider) (says|dice|told me|me dijo) (you|ustedes|que) (do|can|si|lo hacen))\b/;
/** Who puts it in writing: "quien me lo puede confirmar por escrito?", "who can confirm that?". */
export const IN_WRITING =
  /\b(por escrito|in writing|quien (me |nos )?(lo |la )?(puede |podria )?confirma\w*|who (can|could) confirm|get (it|that) confirmed|a quien (le )?(pregunto|escribo))\b/;
/** A way to pay we do not list ("paypal", "bizum", "mercado pago"). */
export const PAY_METHOD =
  /\b(mobile money|momo|paypal|bizum|crypto|cripto\w*|bitcoin|mercado ?pago|zelle|yape|plin|nequi|oxxo|venmo|m ?pesa|apple pay|google pay|pix|payoneer|skrill|sinpe|stripe|wise|ath movil|daviplata|upi|paytm|gcash)\b/;
/** What a migration would bring over: a spreadsheet, a database, the records in it. */
export const MIGRATION_SOURCE =
  /\b(excel|csv|spreadsheets?|hojas? de calculo|google sheets|base de datos|database|crm|historial|history|chats|conversaciones|conversations|contactos|candidatos|clientes|registros|contacts|records|customers|leads|datos|data)\b/;
/** Systems a visitor may want connected ("hubspot", "shopify", "booking.com"). */
export const TOOLS =
  /\b(hubspot|salesforce|zoho|pipedrive|shopify|woocommerce|zapier|make|n8n|google sheets|sheets|excel|odoo|sap|monday com|monday crm|notion|calendly|stripe|mercadolibre|mercado libre|wordpress|wix|kommo|bitrix|dynamics|booking(?:\.| )com|airbnb|expedia|tripadvisor|amazon|etsy|ebay|tiendanube|vtex|magento|prestashop)\b/;
/** A published figure asked for one region ("uptime in latam", "para brasil"): not published. */
export const PER_REGION =
  /\b(specifically in|in (latam|latin america|brazil|argentina|europe|mexico|asia|the us)|for (brazil|argentina|mexico|europe|latam)|por region|by region|per region|en (latam|brasil|argentina|mexico|europa)|para (brasil|argentina|mexico|europa))\b/;
/** "me da miedo q la ia filtre datos": a worry about the data, answered with what we publish on it. */
const DATA_WORRY =
  /\b(filtr\w*|leak\w*|expos\w*|robar?\w*|steal\w*|hack\w*|breach\w*)\b.{0,40}\b(datos|data|info\w*|clientes|customers?)\b|\b(datos|data|info\w*)\b.{0,30}\b(delicad\w*|sensibles?|sensitive|confidencial\w*|confidential|privad\w*|private)\b/;
/** "is there a free option?": the free Demo plan and the trial. */
export const FREE_OPTION =
  /\b(free (option|plan|version|tier|one)|something free|anything free|algo gratis|opcion gratis|opcion gratuita|plan gratis|plan gratuito|version gratis|version gratuita|hay (algo )?gratis|es gratis|is it free|for free|de gratis)\b/;
/** A plan's row asked with a hint that another plan may be the one: "only on the bigger plans?". */
export const OTHERS_TOO =
  /\b(only|solo|solamente) (on|in|en) (the )?(bigger|higher|other|los|las)|\b(los|las|planes) de pago\b|\bpaid (ones|plans?)\b|\b(me and my|yo y mi|the two of us|somos dos|we are two|for two|para dos)\b/;
/** How to record for an avatar or a voice: "q necesito pa grabar?", "how should we film it?". */
const RECORDING =
  /\b(necesit\w* (pa|para) (grabar|filmar)|como (grabo|grabar|grabamos|filmo|filmar)|consejos (para|de) (grabar|grabacion)|(need|have) to (record|film)|how (do|should|would) (i|we) (record|film)|recording (tips|requirements|setup)|requisitos (para|de) (la )?grabacion)\b/;
/** "could we drop down to starter?", "¿podemos bajarnos al starter?": a plan change. */
export const PLAN_MOVE =
  /\b(drop (down )?to|downgrade\w*|bajar(nos|me|se)? (a|al|de)|bajarnos|pasar(nos|me)? (a|al)|cambiar(nos|me)? (a|al)|move (down |up )?to|switch (down |up )?to|subir(nos|me)? (a|al)|go (down|up) to)\b/;
/** "how long until someone answers a support question?": the incident response times. */
export const SUPPORT_WAIT =
  /\b(en )?cuanto tiempo (\w+ )?(contestan|responden|me contestan|me responden|tardan en (contestar|responder))\b|\b(how long|cuanto (tiempo )?(\w+ ){0,3}?(se )?(tardan|demoran|tardais|demorais)|how fast|how quickly|response time|tiempo de respuesta)\b.{0,60}\b(answer\w*|respond\w*|reply|replies|get back|respuesta|responder|contestar|contestan|responden)\b|\b(how-?to|how to) question\b/;
/** An app to answer from the phone: not something we publish. */
export const AGENT_APP =
  /\b(novachannel|la plataforma|the platform|ustedes|you guys|you)\b.{0,30}\b(app|aplicacion)\b.{0,10}\b(pa|para|for|on)( el| la| the| my| your| our)? (cel|celular|movil|telefono|phone|mobile|iphone|android)\b|\b(tienen|hay|trae|have|got|is there|there s)( una?| an?)? (app|aplicacion)( \w+)? (pa|pal|para|for|on)( el| la| the| my| your| our)? ?(cel|celular|movil|telefono|phone|mobile|iphone|android)\b|\b(tienen|hay|have|got|is there)( una?| an?)? (app movil|mobile app|phone app|aplicacion movil|iphone app|android app|ios app)\b|\b(mobile|phone) app (for|to) (answer|reply|agents|our (team|staff|agents))\b|\b(app|aplicacion)\b.{0,40}\b(contestar|responder|atender|answer|reply|respond)\b.{0,40}\b(movil|celular|cel|phone|mobile|telefono)\b|\b(contestar|responder|answer|reply)\b.{0,20}\b(desde el|from (my|the|our)) (movil|celular|phone|mobile)\b/;
/** An AI agent placing voice calls: not something we publish (our contact center has people). */
export const VOICE_CALLS =
  /\b(phone|call|llam\w*)\b.{0,30}\b(my |mis |our |nuestros )?(patients|clients|customers|pacientes|clientes)\b.{0,40}\b(voice|voz|phone call|llamada)|\b(actual|real) phone calls?\b|\b(llamadas|llamada) (telefonicas?|de voz|por telefono)\b|\b(phone|voice) calls\b|\b(conteste|contesta|contestar|atienda|atender|atiende|answer|answers|answering|pick up|picks up) (el |the |our |my |nuestro |mi )?(telefono|phone|llamadas|calls)\b|\b(ai|ia|bot|agent|agente)\b.{0,30}\b(make|makes|place|hace|haga|hacer) (phone |voice )?(calls|llamadas)\b/;
/** "they'll hate talking to a robot": people who prefer a person. */
export const PREFER_PEOPLE =
  /\b(annoyed|annoying|molest\w*|frustrat\w*|fastidi\w*)\b.{0,30}\b(talking to|hablar con|hablando con) (a |un )?(robot|bot|machine|maquina)s?\b|\b(hate|don t like|dont like|won t like|no les gusta|odian|odiarian|prefer\w*)\b.{0,30}\b(robots?|bots?|machines?|maquinas?|ia|ai|talking to a|hablar con un)\b|\b(sound|sounds|sonar|suene|suena) (robotic\w*|like a (robot|machine)|robotic[oa]|como (un )?robot)\b|\b(robot\w*|bots?|ia|ai)\b.{0,60}\b(older|elderly|mayores|ancianos|abuel\w*|seniors?|tercera edad)\b|\b(just|only|solo|solamente|nomas) (want|wants|quieren|quiere)( to talk to| hablar con)? (a |un |una )?(real )?(human|person|humano|persona)|\b(older|elderly|mayores|ancianos|abuel\w*|seniors?|tercera edad)\b.{0,40}\b(robot|bot|machine|maquina|tecnolog\w*|technology|ia|ai)\b/;
/** Things a flow does, asked as "can the bot…": reminders and booking appointments. */
export const FLOW_TASKS =
  /\b((bots?|chatbots?|agents?|agentes?) (that|which|que|q) (can |could |pueda\w* |puede\w* )?(book|schedule|take|send|remind|agend\w*|reserv\w*|tom\w*|mand\w*|confirm\w*|pid\w*|ask\w*|collect\w*|recib\w*|recog\w*|gather\w*)|recordatorios?|reminders?|agend\w* (citas|turnos)|book\w* appointments|schedule\w* appointments|confirm\w* (appointments|citas)|(se|lo|eso|esto) (se )?(puede|podria|pueden) automatizar|automatizar (eso|esto|lo|todo eso)|(can|could) (you|it|we|this|that) (be )?automat\w*|automate (that|this|it|those|these))\b/;
/** A plan name we do not have, with "plan" beside it: "the premium plan", "plan basico". */
export const UNKNOWN_PLAN =
  /\b(?:plan|tier|package|paquete) (premium|pro|basic|basico|plus|enterprise|empresarial|gold|oro|platinum|platino|business|advanced|avanzado|standard|estandar)\b|\b(premium|pro|basic|basico|plus|enterprise|empresarial|gold|platinum|business|advanced|avanzado|standard|estandar) (plan|tier|package|paquete)\b/;
export const COMPARING = /\b(between|entre|difference|diferencia\w*|compar\w*|vs|versus)\b/;
/** Said of two plans, asks them side by side: "the same as", "better than", "igual que". */
export const ALIKE =
  /\b(same as|the same|igual (que|al|a)|lo mismo|different|diferente|distint\w*|better|mejor)\b/;
/** "do you support SSO with Okta?", "¿soportan SAML?": a capability asked, not our support team. */
export const SUPPORT_VERB =
  /\b(do|does|can|will|would) (you|u|it|the platform|novachannel|your (platform|system|bot|app))( guys)? support\b|\bsoporta(n|s)?\b/;
/** Webhooks or the API asked about: on every plan (not a plan's price). */
export const API_WORD = /\b(webhooks?|api|apis|rest api)\b/;
/** Uptime asked: the SLA, whatever plan is in focus. */
/** "are your prices plus tax?", "los precios ya traen iva?": taxes asked beside the prices. */
export const TAX_ASK =
  /\b(tax|taxes|vat|iva|gst|hst|impuestos?) (gets |get |is |are |se )?(added|sumad\w*|agregad\w*) (on top|aparte|encima)\b|\b(plus (tax|taxes|vat|iva|gst|hst)|(tax|taxes|vat|iva|impuestos?|igv|gst|hst|pst|qst|itbis) (included|incluid\w*|extra|aparte|on top|separate\w*)|(include|includes|including|incluye\w*|incluido|traen|tienen|llevan|vienen con|con) (el |los |la )?(tax|taxes|vat|iva|impuestos?|igv|gst|hst|pst|qst|itbis)|before tax|mas (iva|impuestos|igv)|sin (iva|impuestos|igv))\b/;
/** Our own size asked ("cuantos empleados tienen?"): not something we publish. */
export const OUR_SIZE =
  /\b(cuantos|cuantas|how many) (empleados|trabajadores|colaboradores|personas trabajan|people (work|do you have|are you)|employees|staff|workers|devs|developers|desarrolladores|programadores|ingenieros|engineers)\b|\bhow (big|large) (is|are) (your|the) (team|company|staff)\b|\bque tan grande(s)? (es|son) (la empresa|ustedes|su equipo|el equipo)\b|\b(empresa|company) (grande|big)\b.{0,30}\b(garaje|garage)\b/;
/** Whether today's price holds later ("is that price locked in?"): not published. */
export const PRICE_LOCK =
  /\b((price|prices|precio|precios|rate|rates|tarifa|tarifas) (is |are |queda |se queda |stays? |gets? )?(locked|fixed|guaranteed|frozen|congelad\w*|fij[oa]s?|garantizad\w*|bloquead\w*)|lock (in )?(the|that|this|my|our) (price|rate)|(can|could|will|would|might) (it|the price|prices|that price|the rate) (go up|increase|rise)|(puede|podria|van a|pueden|podrian) (subir|aumentar) (el precio|los precios|la tarifa)|price (increase|hike|rise)s?|(subida|aumento|alza) de (precio|precios|tarifa))\b/;
/** Paying more for more than a plan has ("pay extra to keep it a year"): not published. */
export const PAY_EXTRA =
  /\b(pay|paying|pagar|pago|pagando) (extra|more|mas|adicional|aparte|a bit more|un poco mas)\b.{0,30}\b(to |para |for )?(keep|get|have|store|tener|guardar|mantener|sumar|agregar|add|more|mas)\b|\b(comprar|compro|contratar|buy|purchase|add)\w* (mas |more |extra |adicional\w* )?(\w+ )?(aparte|por separado|separately|as an add ?on|como (extra|adicional|complemento))\b|\b(add ?ons?|complementos?|paquetes? (extra|adicional\w*)) (de|for|of) (historial|history|usuarios|users|flujos|flows|agentes|agents)\b/;
/** Asking the assistant's opinion on something not ours ("who do you think wins…"). */
export const OPINION_ASK =
  /\b(who do (you|u) think|what do (you|u) think (of|about) (the|this|that)? ?(game|match|election|weather|series|movie|partido|pelicula)|who (s|is) gonna win|quien crees que (gana|va a ganar)|que opinas (del|de la) (partido|eleccion|pelicula|clima)|(do you|u) reckon (the|they))\b/;
/** The record of outages asked for ("historial real de caidas", "uptime over the last year"). */
export const UPTIME_HISTORY =
  /\b(historial|history|historic\w*|historico|registro|record|log|reporte|report|estadisticas|stats|datos reales|real numbers|track record)\b(\s\w+){0,3}\s(de )?(caidas?|uptime|downtime|outages?|disponibilidad|availability|incidentes|incidents)\b|\b(caidas?|uptime|downtime|outages?|disponibilidad|availability)\b(\s\w+){0,4}\s(ultimos? \d+ meses|last \d+ months|(last|past) (year|12 months)|ano pasado|el ultimo ano|actual|real|history|historial)\b/;
/** "que garantia de funcionamiento dan?": the uptime we commit to, not a trust doubt. */
export const UPTIME_GUARANTEE =
  /\b(garantia de (funcionamiento|disponibilidad|servicio|operacion)|guarantee(d)? (uptime|availability)|(uptime|availability) guarantee|garantizan (que )?(funcione|el funcionamiento|la disponibilidad))\b/;
export const UPTIME = /\b(uptime|disponibilidad|availability|sla)\b/;
/** What makes "mi socia" a decision to wait for: someone else decides, or the visitor will think. */
export const DECISION_CUE =
  /\b(sign\w* off|run (it|this) (by|past)|check (it|this) with|decid\w*|approv\w*|aprob\w*|talk (to|with|it)|think|pens\w*|discuss\w*|get back|see (this|it)|decision|board|junta|convinc\w*|convenc\w*|share (this|it)|pass (this|it) on|ask (my|our|the|finance)|later|next (quarter|year|month)|timing|revisit|lo ve|hablar\w*|hablo|pasar\w*|ver con|verlo|consult\w*|llevo|comento|paso la info|mas adelante|otro ano|momento|despues|luego te|te aviso|les aviso|pienso|piense|pensamos|pensare|os digo|te digo|les digo|os cuento|te cuento|os aviso)\b/;
/** "el codigo es mio cuando pague o os lo quedais?": a paid project's deliverables. */
export const DELIVERABLES_OWNED =
  /\b(app|software|code|codigo)\b.{0,60}\bwho (owns|will own|gets) (it|the (app|code|software|rights))\b|\b(codigo|code|source|app|software|desarrollo|entregables?|deliverables?|proyecto|project)\b.{0,40}\b(es mio|es mia|es nuestro|es nuestra|sera mio|sera nuestro|(queda|sigue|seria|quedaria)( siendo)? (mio|mia|nuestro|nuestra)|mio o de ustedes|de ustedes o mio|is mine|is ours|be mine|be ours|mine or yours|ours or yours|we own|i own|own it|owns? the|dueno|duenos|propiedad|derechos|rights|(os|se) (lo|la) (quedais|quedan)|keep (it|the))\b|\b(who owns|de quien es|quien se queda con)\b.{0,30}\b(code|codigo|app|software|desarrollo|project|proyecto)\b/;
/** Erasure of one's data asked for: "como os pido que borreis mis datos?". */
export const ERASURE_ASK =
  /\b(como|how (do|can|would)|puedo|podemos|can (i|we)|could (i|we)|se puede|quiero|i want)\b.{0,40}\b(borr\w*|elimin\w*|suprim\w*|delet\w*|erase\w*)\b.{0,40}\b(datos|data|info\w*|details)\b|\b(right to be forgotten|derecho al olvido|derechos arco)\b|\b(ask|request|pedir|pedimos|solicitar)\b.{0,20}\b(everything|all of it|all our data|our data|todo|todos los datos|nuestros datos|los datos)\b.{0,20}\b(deleted|erased|removed|borrad\w*|eliminad\w*|be deleted)\b/;
/** Changes to our terms asked about: "how much notice before you change your terms?". */
export const TERMS_CHANGE =
  /\b(notice|notify|aviso|preaviso|avis\w*|antelacion|anticipacion)\b.{0,50}\b(chang\w*|cambi\w*|modif\w*|updat\w*|actualiz\w*)\b.{0,20}\b(terms|terminos|condiciones|contract|contrato)\b|\b(chang\w*|cambi\w*|modif\w*|updat\w*|actualiz\w*) (your|the|sus|los|las|vuestros|tus) (terms|terminos|condiciones)\b/;
/** A number of days asked for: "how many days exactly?", "con cuantos dias?". */
export const HOW_MANY_DAYS =
  /\b(how many (days|weeks)|cuantos (dias|semanas)|how much notice|con cuanta (antelacion|anticipacion)|cuanto (tiempo )?(de )?(antes|preaviso|antelacion))\b/;
/** Cancelling the subscription asked about: "como doy de baja la suscripcion?", "how do I cancel?". */
export const CANCEL_HOW =
  /\b((how) (do|can) (i|we) (actually|really|even) (cancel\w*|unsubscribe)|(we ve|we have|i ve|i have) decided to cancel|(hemos|he) decidido (cancelar|dar de baja|darnos de baja)|decidimos (cancelar|dar de baja|darnos de baja)|cancel (the whole thing|everything|it all|all of it|(my|our) (account|subscription|plan))|(cancelen|cancelame|cancelenme|cancelanos) (todo|la cuenta|el plan|la suscripcion|mi cuenta|mi plan)|(denme|dame|dennos|danos) de baja|(como|how) (doy|damos|do i|do we|can i|can we|puedo|podemos)( de)? (baja|cancel\w*|dar de baja|darme de baja|unsubscribe|end)|(quiero|queremos|want to|we d like to|i d like to|(we|i) (need|have|ve got|got) to|(necesito|necesitamos|tengo que|tenemos que|tengo q|tenemos q)) (cancelar|dar de baja|darme de baja|darnos de baja|cancel)( (la|mi|nuestra|the|my|our) (suscripcion|subscription|cuenta|account|plan))?|(we re|we are|i m|i am|estamos|vamos a) (cancelling|canceling|cancelando|cancelar|dar de baja)( (\w+ ){0,3}(at|by|a|al|para) (the )?(end|fin|final|cierre))?\b.{0,60}\b(what do (i|we) (need to|have to) do|what s the process|como (se hace|hago|hacemos|le hago)|que (tengo|tenemos|hay) que hacer|que hago))\b(?! (la |the |my |mi )?(demo|cita|reunion|meeting|booking))/;
/** Their conversations used to train AI, asked: "do you train your AI on our chats?". */
export const TRAINING_ASK =
  /\b(train\w*|entrena\w*)\b.{0,60}\b(ai|ia|models?|modelos?|other (clients|customers|companies)|otros clientes|otras empresas)\b|\b(use|uses|usan|usa|utilizan|utiliza)\b.{0,40}\b(conversations|conversaciones|chats|data|datos|mensajes|messages)\b.{0,40}\b(train\w*|entrena\w*)\b/;
/** What priority support means, asked: "is it actually faster or just first in line?". */
export const PRIORITY_SUPPORT_MEANING =
  /\b(priority|prioritari[oa]|prioridad)( \w+){0,2} (mean\w*|significa|implica|quiere decir)\b|\b(what s|whats|what is|what does|que es|que significa|q es|q significa) (the |el |lo |la )?(priority|prioritario|prioridad)\b|\b((soporte|atencion) (prioritari[oa]|preferente)|(priority|standard) support)\b.{0,40}\b(mean\w*|significa|consiste|implica|quiere decir|en que|faster|quicker|mas rapid\w*|diferencia|difference)\b|\b(mean\w*|significa|consiste|implica|quiere decir|diferencia|difference|what is|que es)\b.{0,30}\b(soporte (prioritari[oa]|preferente|estandar)|(priority|standard) support)\b|\b(plans?|planes)\b.{0,25}\b(get )?(answered|attended|served|atendid\w*|respondid\w*) (faster|quicker|sooner|mas rapido|antes)\b|\b(priority|prioritari[oa]|prioridad)\b.{0,40}\b(first in line|front of the (line|queue)|primeros? en la (cola|fila)|antes en la cola|skip the (line|queue)|se salta\w* la (cola|fila))\b|\b(actually|really|de verdad|realmente|en serio) (faster|quicker|mas rapid\w*)\b.{0,30}\b(or|o) (just|only|solo|nomas) (first in line|front of the (line|queue)|primeros? en la (cola|fila))\b/;

/** Whether cancelling stops the charges: "si cancelo ya no me cobran el proximo mes?". */
export const CANCEL_THEN_CHARGED =
  /\b(si|if) ((i|we|yo|nosotros) )?(cancel|cancelo|cancelamos|doy de baja|damos de baja|me doy de baja|nos damos de baja|unsubscribe)\b.{0,40}\b(cobr\w*|charg(e|ed|ing) (me|us)|bill(ed|ing)? (me|us)|keep (charging|billing)|seguir (cobrando|pagando)|sigo pagando|seguimos pagando)\b/;
/**
 * A clause of our published terms asked about: the visitor's cue, and how the clause's own
 * sentence reads in either language (answered with that sentence, app/content/*\/legal.ts).
 */
export const TERMS: [cue: RegExp, sentence: RegExp][] = [
  [/\b(renew\w*|renuev\w*|renovac\w*)\b/, /renew automatically|se renuevan automáticamente/],
  [
    /\bpro ?rat\w*|prorrate\w*|proporcional\w*|\bunused (part|portion|months?|time)\b|\b(la parte|lo|los meses|el tiempo) que no (he|hemos|haya|hayamos) (usado|utilizado|consumido|aprovechado)\b|\b(lo (q|que) (queda|resta|falta) del mes|what s left of the month|rest of (the|that|this|our) (month|year|period)|resto del (mes|ano))\b|\b(get|give|gets)\b.{0,20}\b(the rest|remainder|balance|what s left|whats left)\b.{0,10}\bback\b|\b(devuelv\w*|reembols\w*|devolv\w*)\b.{0,20}\b(el resto|lo que (queda|resta|sobra)|los meses que (quedan|faltan))\b|\b(cancel\w*)\b.{0,60}\b(refund\w*|reembols\w*|devuelv\w*|devoluci\w*)\b|\b(devuelv\w*|devolv\w*|reembols\w*)\b.{0,20}\blo (q|que) no (use|usemos|usamos|ocupe|ocupemos|gaste|gastemos|consuma|consumamos)\b/,
    /stops future renewals|evita las renovaciones/,
  ],
  [
    /\b(governing law|governs?|governed|jurisdic\w*|country s law|que ley|ley aplicable|leyes de que|bajo que ley|tribunales|courts?)\b/,
    /governed by the laws|conforme a las leyes/,
  ],
  [
    /\b(liabilit\w*|liable|responsabilidad (civil|maxima|total|limitada)|limite de responsabilidad|indemni\w*)\b/,
    /total liability|responsabilidad total/,
  ],
  [
    /\b(who owns|owns? (the |our |my )?(data|content)|(dueno|duenos|propietari\w*) de (los |mis |nuestros )?(datos|contenidos?)|propiedad de (los |mis )?datos|data ownership)\b/,
    /remain yours|siguen siendo tuyos/,
  ],
  [DATA_WORRY, /encryption in transit|cifrado en tránsito/],
  [DELIVERABLES_OWNED, /receives the rights|recibe los derechos/],
  [
    /\b(sell|sells|selling|vend(e|en|emos|eis|er|ido|idos|iendo|an|a|ais)|share|comparten|compartir)\b.{0,40}\b(data|datos|info\w*)\b|\b(data|datos)\b.{0,30}\b(sold|vendid\w*|third parties|terceros)\b/,
    /^(We do not sell your data|No vendemos tus datos)/,
  ],
  [
    /\b(copy|export|download|copia|exportar|descargar|sacar)\b.{0,20}\b(all of it|everything|it all|todo|toda la info\w*)\b.{0,30}\b(before|antes de) (we |que )?(cancel\w*|leave|nos vayamos|demos de baja)\b|\b(cancel\w*|dar de baja|doy de baja|terminate|end (the|our) (contract|subscription))\b.{0,80}\b(data|datos|conversation\w*|conversaciones|historial|history|contactos|contacts|platicas)\b|\b(what happens|que pasa)\b.{0,40}\b(data|datos|contactos|contacts|platicas|conversaciones|chats)\b|\b(contactos|platicas|conversaciones|chats|contacts|data|datos)\b.{0,40}\b((que|q) pasa|what happens)\b/,
    /^(Your content, data|Tus contenidos, datos)|^(We keep data|Conservamos los datos)/,
  ],
  // "y mis conversaciones? me las puedo llevar si me voy", "can I take my conversations with me
  // if I leave?": whose they are, and how long they are kept.
  [
    /\b(llevar\w*|take (them|it|my \w+|our \w+)( with (me|us))?|export\w*|sacar\w*)\b.{0,30}\b(si me voy|si nos vamos|si (me|nos) cambiamos|al irme|al irnos|cuando (me|nos) vaya\w*|if (i|we) (leave|go|switch|cancel)|when (i|we) (leave|go|switch))\b/,
    /^(Your content, data|Tus contenidos, datos)|^(We keep data|Conservamos los datos)/,
  ],
  // "y q necesito pa grabar?" about an avatar: the knowledge centre's recording tips.
  [RECORDING, /good light|buena luz/],
  // "si no contrato, como os pido que borreis mis datos?": the privacy policy's rights, and where
  // to write to use them.
  [ERASURE_ASK, /erase your data|suprimirlos/],
  [ERASURE_ASK, /^(Write to .* which right|Escríbenos a .* qué derecho)/],
  // "como doy de baja la suscripcion?", "how do I cancel?": cancelling stops the renewals.
  [CANCEL_HOW, /stops future renewals|evita las renovaciones/],
  // "si cancelo ya no me cobran el proximo mes?", "if we cancel, you won't bill us again?": the
  // same.
  [CANCEL_THEN_CHARGED, /stops future renewals|evita las renovaciones/],
  // "Where does it say how cancelling works?", "donde dice lo de la baja?": the same clause,
  // with its page.
  [
    /\b(where|donde|en que parte)\b.{0,30}\b(say|says|said|written|state[sd]?|explain\w*|dice|pone|esta escrito|lo leo|read|leer|find|encuentro|aparece|explica\w*)\b.{0,30}\b(cancel\w*|baja|renew\w*|renov\w*)\b/,
    /stops future renewals|evita las renovaciones/,
  ],
  // "So when I cancel properly, what exactly stops?": the same clause.
  [
    /\b(when|if|once|cuando|si|una vez que) (i|we|yo|nosotros )?\s?(cancel\w*|cancelo|cancelamos|cancele|cancelemos|doy de baja|damos de baja)\b.{0,30}\b(what|que)\b.{0,20}\b(stops?|ends?|happens|pasa|se (detiene|corta|para|termina))\b/,
    /stops future renewals|evita las renovaciones/,
  ],
  // "do you keep the video after?" of the transcription tool: processed, not kept.
  [
    /\b(keep|kept|store|stored|save|saved|delete|deleted|guardan|guardais|se quedan con|conservan|almacenan|borran|eliminan)\b.{0,40}\b(video|videos|file|files|archivo|archivos|upload\w*)\b|\b(video|videos|file|files|archivo|archivos)\b.{0,40}\b(kept|stored|saved|deleted|se guarda\w*|se borra\w*|se elimina\w*|guardan|borran|conservan)\b/,
    /not kept afterwards|no se conservan después/,
  ],
  // "How much notice do you give before changing your terms?": material changes by e-mail first.
  [TERMS_CHANGE, /notify customers by e-mail in advance|avisaremos a los clientes por correo/],
  // "Meta had an outage: does that count against your 99.5 %?", "si se cae whatsapp (meta), eso
  // cuenta en su 99,5?": what is not downtime.
  [
    /\b(meta|whatsapp|facebook|instagram|third[- ]party|de terceros|openai)\b.{0,60}\b(outage|down|caida|se cayo|caido)\b.{0,80}\b(count\w*|cuenta\w*|uptime|disponibilidad|99)\b|\b(se cae|se caiga|goes down|went down|se cayo) (el |la )?(meta|whatsapp|facebook|instagram|openai)\b.{0,80}\b(count\w*|cuenta\w*|uptime|disponibilidad|99)\b|\b(you or (meta|facebook|whatsapp|instagram)|(meta|facebook|whatsapp|instagram) or you|(ustedes|vosotros) o (meta|facebook|whatsapp|instagram)|(meta|facebook|whatsapp|instagram) o (ustedes|vosotros)|culpa de (meta|facebook|whatsapp|instagram))\b.{0,80}\b(count\w*|cuenta\w*|uptime|disponibilidad|guarantee|garantia)\b/,
    /do not count as downtime|No cuentan como indisponibilidad/,
  ],
  // "can our own signed contract override your standard terms?": a signed contract prevails.
  [
    /\b(our|my|nuestro|mi|un|a) (own )?(signed |firmado )?(contract|contrato|agreement|acuerdo|proposal|propuesta)\b.{0,40}\b(override|overrides|prevail\w*|take precedence|prevalec\w*|pesa mas|manda sobre|por encima)\b|\b(override|prevail over|take precedence over|prevalec\w* sobre)\b.{0,30}\b(terms|terminos|conditions|condiciones)\b/,
    /conditions prevail over|prevalecen sobre los presentes/,
  ],
  // "Does it use my customers' conversations to train AI for your other clients?": whose the
  // data is and that we do not sell it (training is not published; said beside it).
  [TRAINING_ASK, /remain yours|siguen siendo tuyos/],
  [TRAINING_ASK, /^(We do not sell your data|No vendemos tus datos)/],
  // "Is it actually faster, or just first in line?", "que significa soporte prioritario?": what
  // the knowledge page says priority support is, and that standard has the same commitments.
  [PRIORITY_SUPPORT_MEANING, /handled first in the queue|se atienden antes en la cola/],
  [PRIORITY_SUPPORT_MEANING, /same time commitments|mismos compromisos de tiempo/],
];
/** A discount demanded or asked outright: "knock 50% off and we sign today", "any discount?". */
export const DISCOUNT_DEMAND =
  /\b(me|nos) (hacen|dan|harian|darian|hacen algun|pueden hacer|podrian hacer|puedes hacer|podes hacer|haces) (un |algun |algo de )?(descuento|descuentito|rebajita|rebaja)\b|\b(any|a|some) discount (if|for|when) (we|i)\b|\bdescuento (si|por|para) (contrat|llev|pag|compr|tom)\w*|\b(knock|take|shave|give (me|us)|dame|danos|hazme|haceme|hacenos|hacednos|haganos|haznos|rebaj\w*|bajale|bajame|do (me|us))( \w+){0,2} \d{1,2} ?(%|percent|por ciento|pct)|\b\d{1,2} ?(%|percent|por ciento) (off|de descuento|menos|discount)\b|^(and |y |so |ok |entonces )?(any|some|algun|alguna|un|a) (discount|descuento|rebaja)s?( (for|para) (us|me|nosotros|mi))?( pls| please| porfa)?$|^(?:(?:and|y|so|ok|okay|entonces|en serio|seriously|but|pero|jaja|jajaja|haha|lol|bueno|vale|ya|fine|alright|right)\s+)*(do you|hay|tienen|me hacen|me dan|hacen|can i get|can we get|could we get) (have )?(any |some |a |algun |un )?(discount|descuento|rebaja)s?( (for|para) (us|me|nosotros|mi))?( pls| please| porfa)?$/;
export const DISCOUNT_FOR =
  /\b(cupon|cupones|coupon|coupons|promo ?codes?|codigos? (de )?(descuento|promo\w*)|discount codes?|vouchers?|codigo promocional)\b|\b(descuento|descuentos|discount|discounts) (para|pa|for|a|to|por ser) (asociacion\w*|associations?|gremio\w*|cooperativ\w*|members?|miembros|artesan\w*|ongs?|fundaciones|nonprofits?|non profits?|ngos?|charit\w*|estudiantes|students|startups?|educa\w*|escuelas|schools|gobierno|government|emprendedores|pymes|academias?|academies|centros (educativos|de formacion)|training (centres|centers|schools)|colegios|universidades|universities)\b|\b(ongs?|nonprofits?|ngos?|startups?|students|estudiantes) (discount|descuento)\b|\b(tarifa|tarifas|precio|precios|plan|planes|descuento|descuentos|pricing|rate|rates|discount) (especial\w* |special |preferencial\w* |reduced |reducid\w* )?(para|for) (entidades |organizaciones |organizations |organisations )?(sin (animo|fines) de lucro|non ?profits?|ong|ongs|ngos?|charit\w*|fundaciones|educa\w*|escuelas|colegios|schools|universidades|universities|estudiantes|students)\b|\b(descuento|discount) (educativo|academico|educational|academic|escolar|universitario)\b|\b(educational|academic|nonprofit|non profit|charity|ngo|student) (discount|pricing|rate)s?\b/;
export const PER_UNIT =
  /\b(per|por|each|cada|a) (month|mes|user|usuario|agent|agente|seat|persona|person|head|licencia|license)\b|\b(monthly|mensual)\b|\b(whole|todo el|all the|entire) (team|equipo)\b/;
export const QUALIFY_HANDOFF =
  /\b(filtr\w*|filter\w*|calific\w*|qualif\w*|triage|screen\w*|clasific\w*|sort)\b.{0,60}\b(pas\w*|deriv\w*|hand\w*|transfer\w*|send\w*|mand\w*|persona|person|human\w*|abogad\w*|lawyer|agent\w*|asesor\w*|equipo|team|staff)\b/;
export const OWN_SYSTEM =
  /\b(our|my|nuestro|nuestra|mi) (own )?(system|sistema|crm|erp|database|base de datos|tracking|software|backend|api|inventory|inventario|platform|plataforma)\b|\b(pull\w* from|jale|saque|sacar) (data|datos|info)\b/;
export const FREE_ASK = /\b(gratis|gratuito|free|sin costo|sin pagar|no cost|for nothing)\b/;
export const PLAN_ASK =
  /\b(cheapest (thing|option|one|plan|way)|lo mas barato|la opcion mas barata|el mas barato que|que plan|cual plan|which plan|what plan|which one|(what|which) (tier|package)|que paquete|cual paquete|(does|would|will) (that|this|it) change|change (anything|things|the plan|my plan)|cambia (algo|el plan|la cosa|la recomendacion)|cambiaria (algo|el plan|la cosa)|sigue siendo (el mismo|lo mismo|ese)|still the same (plan|one)|cual (me )?(conviene|sirve|recomiend\w*)|what do you recommend|que me recomiend\w*|algo gratis|something free|anything free|free plan|plan gratis|what fits|which fits|que nos sirve|que me sirve|cual nos|best plan|best option|best fit|mejor plan|mejor opcion|el mejor|the best one|which is best|cual es mejor|recomendas|recomiendas|recommend\w*|recomendaci\w*)\b/;
export const PRICE_WORD =
  /\b(precios?|prices?|pricing|costs?|cuesta\w*|cuanto|how much|sale|salen|vale|valen|(el|the) valor|(go|goes|going) for (a|per|each) (month|year)|set (me|us) back|(the )?rate for|tarifa|pago|pay|usd|dolares|dollars|chavos|lucas|bucks|quid|en (plata|lana|guita|pasta|billete)|\$)/;
export const PRICE_FAMILY = new Set<Intent>([
  "prices",
  "annual",
  "planFeatures",
  "compare",
  "popular",
]);
/** Topics a bare plan name continues ("y el starter?" after a row or a price). */
export const PLAN_TOPICS = new Set<Intent>([
  "prices",
  "annual",
  "planFeatures",
  "compare",
  "support",
  "popular",
  "recommend",
]);
export const SERVICE_TOPICS = new Set<Intent>(["contentGen", "contactCenter", "chatbots"]);
export const OBJECTIONS = new Set<Intent>([
  "objectionDiy",
  "objectionPrice",
  "objectionTrust",
  "objectionComplex",
  "objectionDecision",
  "objectionCommitment",
  "competitor",
]);

/** "an actual human to walk me through pricing", "hablar con una persona": a person asked for. */
export const HUMAN_ASK =
  /\b(pasame|pasenme|comunicame|comuniquenme|put me through|transfer me|connect me) (con|to|with)\b|\b(actual|real|live) (human|person|persona|people)\b|\b(persona|humano) (de verdad|real)\b|\b(talk|speak|chat|hablar|conversar) (to|with|con) (a |an |una |un |some )?(human|person|persona|sales ?rep|rep|asesor\w*|vendedor\w*|salesperson|someone|alguien)\b|\bwho (could|can|would|will) (tell|confirm|answer|clarify|explain) (me|us|that|this|it|for sure)\b|\b(hay )?alguien (q|que|quien) me (explique|ayude|oriente|asesore)\b|\b(someone|somebody|anyone) (who can |to |that can )(explain|walk me through|help me understand)\b|\bquien (me |nos )?(lo |la )?(confirma|aclara|dice)\b|\bwho (do|should|can) (i|we) (talk|speak) to\b|\bcon quien (hablo|puedo hablar|podria hablar|me comunico|me contacto) (para|sobre|de)\b|\bwho (could|can|would|will) (tell|confirm|clarify|explain)\W*$|\bquien (me |nos )?(podria|puede|sabria|sabe) (decir|confirmar|responder|aclarar|explicar)\w*|\bcon quien (hablo|puedo hablar|podria hablar)\b/;
/**
 * The demo asked for outright, in any of the ways visitors type it: "quiero la demo", "listo
 * agendeme pues", "mostrame horarios", "what's the earliest demo slot you've got", "me lo podéis
 * enseñar? cuándo podéis?", "la primera q salga".
 */
export const BOOK_NOW =
  /^(?:(?:ok|okay|vale|bueno|listo|dale|pues|entonces|then|so|yes|si|great|perfect|perfecto|genial|ya)\s)*(?:quiero|queremos|quisiera|quisieramos|dame|deme|i want|i d like|id like|we d like|we want|let s do|lets do|hagamos)(?: agendar| reservar| ver| tener| hacer| book)? (?:la|una|a|the) demo(?: (?:pues|then|please|pls|porfa|por favor|ya|now))?$|\b(agend[ae]me|agend[ae]nme|agendanos|agendenos|agendame una|reservame|reserv[ae]nme|apuntame|apunteme|book me in|book us in|sign me up for (a|the) demo)\b|\b(mostrame|muestrame|muestreme|muestrenme|pasame|pasenme|paseme|show me|send me|give me) (los |the |unos |some |your )?(horarios|huecos|fechas|free times|times|slots|available times)\b|\b(monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes)s?\b.{0,30}\b(can we do (it |that )?then|could we do (it |that )?then|podemos (hacerlo )?(ese dia|entonces))\b|\b(pasame|pasenme|paseme|mostrame|muestrame|muestreme|muestrenme|show me|send me|give me) (los|las|the ones|those) (del|de el|de la|para el|for|on) (lunes|martes|miercoles|jueves|viernes|manana|monday|tuesday|wednesday|thursday|friday|tomorrow)\b|\b(send|give|pass|share|mandame|mandenme|pasame|pasenme|enviame|dame) (me )?(the |el |un |a )?(link|enlace) (to|for|para|de) (book|booking|schedule|agendar|reservar|la demo|the demo)\b|\b(any chance of|is there any chance of|could we do|can we do|can we have|se puede|puede ser|podria ser) (a |el |un |on )?(saturday|sunday|sabado|domingo|weekend|fin de semana)\b|\b(a |un |una )?(weekday|dia de semana|dia laborable|entre semana) (morning|afternoon|manana|tarde|por la manana|por la tarde)( then| entonces| pues)?$|\b(earliest|soonest|next free|next available|first free|first available) (demo )?(slot|time|opening|appointment|one)\b|\b(proximo|primer) (hueco|horario) (libre|disponible)\b|\bla primera (q|que) (salga|haya|tengan|tengais|tenga)\b|\b(me|nos) (lo|la) (pueden|podeis|puedes|puede|podrian|podriais) (ensenar|mostrar)\b.{0,30}\bcuando\b|\b(me|nos) lo (muestren|ensenen|enseneis|mostreis)\b.{0,40}\bcuando\b|\bdemo con (alguien|una persona)\b.{0,30}\bcuando\b/;
/** "no quiero demo ni nada", "no need for a demo": the demo declined in so many words. */
export const DEMO_DECLINED =
  /\b(don t chase|dont chase|do not chase|stop chasing|no me (persigas|persigan|insistas|insistan|agobies|agobieis|agobien|presiones|presionen|apures|apuren)|(don t|dont|do not) (push|rush|pressure) (me|us)|i ll come back when|ill come back when|vuelvo cuando (este|quiera)|te escribo (yo )?cuando|no (quiero|necesito|busco) (una |la )?(demo|reunion|llamada|videollamada)|sin (demo|reunion)|(don t|dont|do not) (want|need) (a |the |any )?(demo|meeting|call)|no (demo|demos|meetings?) (please|pls|por favor|ni nada)|no (demo|meeting|sales) (calls?|meetings?) (for now|right now|yet|please|pls|thanks)|(not|no) interested in (a |the |any )?(demo|call|meeting)|no me interesa (la |una )?(demo|llamada|reunion)|(demo|llamada|reunion) no,? (gracias|por ahora|todavia)|no (quiero|necesito) (agendar|reservar)( nada| una demo| la demo)?|(don t|dont|do not) want to (book|schedule)( anything| a demo| the demo)?)\b/;
/** "todavia hay alguien atendiendo o ya cerraron?", "anyone still there?": whether we are open now. */
export const STILL_OPEN =
  /\b(ya cerraron|ya cerro|ya cerraste|todavia (hay alguien|estan|atienden)|siguen (abiertos|atendiendo)|still open|(are you|you guys) open (now|right now|at this hour|this late)|anyone (still )?(there|around|working)|is anyone (still )?(there|around|working)|still working)\b/;
/** "un agente extra", "one more seat on starter": the price of one over a plan's limit. */
export const EXTRA_SEAT =
  /\b(asientos?|seats?|puestos?|licencias?|licenses?) (extra|adicional\w*|de mas|suelt[oa]s?)\b|\b(el|un|the) agente de mas\b|\b(un|una|one|an?|cada|each|per|por) (agente|agent|asesor\w*|usuario|user|seat|puesto|persona|person) (extra|adicional|more|mas)\b|\b(an? )?(extra|additional) (agent|seat|user|person)\b|\bpor (un|una) (sol[oa] )?(persona|agente|asesor\w*) mas\b|\b(meter|agregar|anadir|sumar|add|adding) (un|una|one|an?|otro|otra|another) (agente|agent|asesor\w*|usuario|user|seat|puesto|persona|person)( mas| more)?\b/;
/** "se conecta con…", "plug into…": another system connected, whatever it is. */
export const CONNECT_TO =
  /\b(se (conecta|integra|sincroniza|enlaza)|(la|lo) (conecto|integro|puedo conectar|puedo integrar)|(puedo|podemos|se puede) (conectar\w*|integrar\w*)|connects?|integrates?|plugs?|syncs?|hooks?|talks?) ((directo|directamente|directly|natively|nativamente|bien|right|straight) )?(con|with|to|into|a|al|up to|up with)\b|\b(take|push|check|read|pull|look up|revisar|consultar|meter|cargar|leer) (\w+ ){0,3}?((straight|directly|right|directo|directamente) )?(into|in|from|en|de)\b|\b(plug ?ins?|plugins?|connectors?|conector\w*)\b/;
/**
 * "tengo una talabarteria en sarchi", "we run a cidery", "hago hamacas": a business introduced
 * (not "tengo una pregunta").
 */
export const BUSINESS_INTRO =
  /\b((tengo|tenemos|manejo|manejamos|llevo|llevamos|administro|atiendo) (un|una|mi|nuestro|nuestra) (?!(pregunta|duda|consulta|problema|queja|idea|reunion|llamada)\b)\w+|(hago|hacemos|vendo|vendemos|fabrico|fabricamos|cultivo|cultivamos|produzco|producimos|elaboro|elaboramos|horneo|hacemos) \w+|(we|i) (run|own|operate|manage) (a|an|the|my|our) \w+|(we|i) (make|sell|grow|bake|brew|build|carve|craft) \w+|(somos|we re|we are|i m|soy) (un|una|a|an) (\w+ ){0,2}(negocio|empresa|tienda|taller|estudio|finca|granja|fabrica|shop|business|company|studio|store|farm|workshop|bakery|brewery|practice|agency|startup))\b/;
/** "quiero automatizar los pedidos": automation wished for, what a flow or an agent does. */
export const AUTOMATE_WISH =
  /\b(quiero|queremos|quisiera|quisieramos|necesito|necesitamos|busco|buscamos|me gustaria|(i|we) (want|need|d like|would like|am looking|are looking)|looking) (to )?(automatizar|automate|automating)\b/;
/** "locking myself into anything", "nos amarra": a commitment worry, not building it ourselves. */
export const COMMITMENT_WORD =
  /\b(lock\w*|tie\w* (me|us|myself|ourselves) (in|into|down)|commit\w*|contract\w*|contrato\w*|amarr\w*|atad\w*|permanencia)\b/;
/**
 * "locking myself into anything", "me quedo amarrado": a minimum term feared, said outright (a
 * narrower reading than COMMITMENT_WORD, which only keeps such a message from the DIY objection).
 */
export const LOCK_IN =
  /\b(lock\w* (myself|ourselves|me|us) (in|into)|locked (in|into)|tied (in|down|into)|amarrad\w*|atad\w* (a|por)|permanencia|minimum term|plazo minimo|minimum (contract|commitment|period|length)|contrato minimo|(contrato|compromiso) (de )?(un )?(ano|anual|12 meses|minimo)|tiempo minimo|annual contract|(year|12 month) (contract|commitment))\b/;
/** "en navidad se nos dispara", "in peak season we're 5": needs that grow for a while. */
export const PEAK =
  /\b(dispar\w*|sube|suben|subimos|subiera|crece\w*|crecemos|aument\w*|grow\w*|spikes?|spiking|peak\w*|jumps?|goes up|go up|rises?|temporada|season|navidad|christmas|black friday|verano|summer|diciembre|december|harvest|cosecha|blow past|go over|goes over|exceed\w*|pasariamos|nos pasamos|nos pasariamos|superar\w*)\b/;
/** Who the company is: its people, its size, its age ("quienes estan detras de novaflow?"). */
export const COMPANY_WHO =
  /\b(how long (have|has) (you|u|ya|y all|you lot|you guys|your company|novaflow)( lot| guys| all)? been (around|in business|operating|going|doing this)|(cuanto tiempo|hace cuanto) (llevan|estan) (en el mercado|funcionando|operando|haciendo esto|como empresa|trabajando)|hace cuanto (que )?existen|since when (have|has) (you|novaflow)|desde cuando (existen|estan|operan))\b|\b(quien(es)? (esta|estan|hay) detras|who s behind|who is behind|who are behind|whos behind|who (runs|owns|founded|started) (novaflow|the company|your company|you|this)|quien(es)? (fundo|fundaron|son los (duenos|fundadores))|(cuantos|cuantas|how many) (son|somos|people|employees|empleados|personas|staff)( \w+){0,3} (en el equipo|en la empresa|on the team|in the team|at the company|work there|trabajan)|(desde (que|q) ano|since when|how long have you been (around|in business)|when (were you|was novaflow|was the company) founded|ano de fundacion|year founded)|(cuantos|how many) (anos|years) (llevan|tienen|have you been))\b/;
/** "whats the catch?", "cual es la trampa?": what a plan leaves out, asked. */
export const CATCH =
  /\b(what s the catch|whats the catch|the catch|any catch|cual es la trampa|donde esta la trampa|hay (alguna )?trampa|letra (chica|pequena)|fine print|too good to be true|demasiado bueno|cual es el truco|hay truco)\b/;
/** "can we cancel whenever?", "hay contrato o cancelo cuando quiera?": cancelling asked. */
export const CANCEL_ANYTIME =
  /\b(cancel\w* (whenever|anytime|any time|at any time|when(ever)? (we|i) (want|like)|monthly|month to month|mes a mes|cada mes|en cualquier momento)|(can|could) (i|we) cancel(?! (\w+ )?(demo|meeting|call|booking|appointment))(?!.*\b(mid|middle|halfway)\b)|(puedo|podemos|se puede) cancelar(?! (\w+ )?(demo|reunion|llamada|cita|reserva))(?!.*\b(mitad|medio)\b)|cancelar\w* cuando (quiera\w*|sea)|dar(me|nos)? de baja cuando (quiera\w*|sea)|(is there|hay) (a |un )?(contract|contrato)\b.{0,20}\b(cancel\w*|baja))\b/;
/** "temporada baja", "slow season": paying the same every month when business is seasonal. */
export const SEASONAL =
  /\b(temporada (baja|alta)|low season|off ?season|slow season|quiet season|seasonal|estacional|(pagar|pay|paying) (lo mismo|the same)( \w+){0,2} (todos los meses|every month|cada mes|all year))\b/;
/** "the 3 people I told you about", "lo que te dije": needs said again, not new ones. */
export const SAID_BEFORE =
  /\b((que|q) te (dije|conte|comente|mencione|pase)|(i|we) (told|gave|mentioned|said)( you)?( about| before| earlier| up top)?|(that|which) i (said|mentioned|told you))\b/;
/** "any chance of a discount?", "alguna promo?": a better price asked for. */
export const DISCOUNT_WORD =
  /\b(discount\w*|descuento\w*|rebaja\w*|promo\w*|coupon\w*|cupon\w*|better (price|deal)|mejor precio|deal|knock(ing)? (a bit |a little |something |some |anything |a few (bucks|dollars|quid) )?off|(me|nos) (lo )?(bajan|bajas|rebajan|dejan mas barato))\b/;
/** "me interesa el starter", "i like the elite": a plan liked, to be priced. */
export const PLAN_INTEREST =
  /\b(me interesa|nos interesa|me gusta|me llama|interested in|i like|we like|i m leaning (to|towards)|leaning towards)\b/;
/** "tenemos el plan elite con ustedes desde marzo": a customer already, saying hello. */
export const EXISTING_CUSTOMER =
  /\b((tenemos|tengo|we have|we ve had|i have|we re on|estamos en|usamos|we use|contratamos|we signed up for|we bought) (el |the |your )?(plan )?(elite|diamond|diamante|starter)( plan)? (con ustedes|with you|since|desde|hace)|ya (somos|soy) clientes?|(we re|we are|i m|i am) (already )?(a )?(customers?|clients?) (of yours|with you|since)|soy cliente (de ustedes|desde))\b/;
/** Words that lean on what came before ("es el mismo?", "does it text too?"): not quotable alone. */
export const LEANS_BACK =
  /\b(eso|esto|mismo|cierto|that|this|it|both|either|one|too|plan|opcion|option)\b/;
/** A short question about what was just said ("¿eso lo cubrís?", "can it do that?"). */
export const POINTING_BACK =
  /^(?:(?:y|and|pero|but) )?(?:\S+ ){0,2}(?:eso|esto|that|this)(?: \S+){0,2}$/;
/** What every plan comes with ("which features come with every plan?", "que traen todos los planes"). */
export const EVERY_PLAN =
  /\b(every|each|all|all the|all of the|any|todos los|cada|cualquier)( \w+)? (plans?|planes|tiers?)\b.{0,40}\b(features?|include\w*|come with|comes with|get|trae\w*|incluye\w*|tiene\w*|viene\w*|funciones|caracteristicas)\b|\b(features?|include\w*|come with|comes with|trae\w*|incluye\w*|viene\w*|funciones|caracteristicas)\b.{0,40}\b(every|each|all|all the|all of the|any|todos los|cada|cualquier)( \w+)? (plans?|planes|tiers?)\b/;
/** Whether a card is asked for ("me piden tarjeta?", "do i need a credit card for the trial?"). */
export const CARD_ASK =
  /\b(need|needs|require|requires|required|ask for|asks for|piden|pide|pedis|necesito|necesita|hace falta|tengo que|hay que|tengo q|hay q|have to|must|toca)\b.{0,25}\b(card|tarjeta)\b|\b(tarjeta|card)\b.{0,25}\b(prueba|trial|registr\w*|sign ?up)\b/;
/** Which plan is the cheapest, asked: its price is part of the answer. */
export const CHEAPEST =
  /\b(whats|what s|what is|which is|cual es|cual seria|cual sale|dime) (the |el |tu |your )?(cheapest|lowest|least expensive|mas barato|mas economico|mas baratito)\b/;
/** Whether the plan in focus will do: "is that enough for us?", "nos alcanza con ese?". */
export const ENOUGH =
  /\b(is (that|it|this) enough|(that|it|this) (is|s) enough|enough for (us|me|our|my)|will (that|it|this) (be enough|do|cover us)|(me|nos) alcanza|alcanza con (ese|eso|el)|es suficiente|(sera|seria) suficiente|(go|move|jump) (one|a tier|a plan) (up|higher)|or (should|do|would|must) (we|i) (go|move) (one )?up|(subir|pasar) (uno|a uno) (mas )?arriba|el de arriba)\b/;
/** Going past a plan's limit: "y si se me pasan los clientes?", "what if we outgrow it?". */
export const PAST_LIMIT =
  /\b(go(es|ing)? past (the |that |its |our )?\d|(si|if) (\w+ ){0,3}(go|going) past|just over|slightly over|a bit over|a little over|un poco (mas|arriba) de|pasaditos de|(per|por|each|cada) (extra|additional|adicional\w*) \d|se (me|nos|le|les) pasan?|(me|nos) pasan de|(me|nos) paso de|pasamos de|(si|if) (\w+ ){0,5}(me|nos) pasan|me paso|nos pasamos|pasarme|pasarnos|(si|if) (\w+ ){0,3}(paso|pasamos|supero|superamos|excedo|excedemos|rebasamos|go over|exceed|outgrow|run out|blow (past|through|over)|go past|get past)|go(ing)? over (the |that |its |our )?(limit|cap)|exceed\w* (the |that |its |our )?(limit|cap)|outgrow\w*|(se|nos) (queda|quedamos) (chico|corto)|(we|i) (hit|reach) (the|that|its) (limit|cap)|mas (\w+ ){0,2}(de los|de las|de lo) (que |q )?(cubre|incluye|permite|trae) (el|mi|tu|ese|este) plan|more (\w+ ){0,2}than (the|my|that|this|your) plan (covers|allows|includes|gives))\b/;
/** A change of plan named as such, beside a question of commitment. */
export const PLAN_CHANGE_WORD =
  /\b(cambi\w* (de|el) plan|change (the |my |our )?plans?|switch (plans?|to)|upgrad\w*|downgrad\w*|subir de plan|bajar de plan|pasar(me|nos)? (a|al))\b/;
/** A greeting that opens what the visitor tells ("q tal, tenemos una agencia…"), not a question. */
export const GREETING_OPENER =
  /^(que tal|q tal|k tal|que onda|q onda|que hubo|quiubo|que hay|como estas|como va|how are you|hows it going|whats up|what s up|sup)\b/;

/** A figure said to be mistyped: "le puse un cero de mas", "typo, i meant", "me equivoque". */
export const FIGURE_SLIP =
  /\b(un cero de (mas|menos)|(one|a|an) (zero|0) too many|(extra|one more|missing a) (zero|0)|(added|put) an extra (zero|0)|typo|me equivoque|me comi un cero|quise decir|i meant|meant to (say|type)|perdon,? son|sorry,? (it s|its))\b/;
/** A later day for a call: "tomorrow", "el jueves", "next week" ("en la mañana" is the morning). */
export const LATER_DAY =
  /\b(tomorrow|pasado manana|next week|la (proxima|otra) semana|(on |this |next )(monday|tuesday|wednesday|thursday|friday)|el (lunes|martes|miercoles|jueves|viernes))\b|(?<!\b(la|en la|por la|de la|esta|cada) )\bmanana\b/;
/** A demo booked already, told: "ya agende pal martes con el boton", "just booked Wednesday". */
export const ALREADY_BOOKED =
  /\b(ya (agende|agendamos|reserve|reservamos|quedo agendad\w*|quedamos|aparte|apartamos)|listo,? (agende|reserve)|just booked|i ve booked|ive booked|i booked|we booked|already booked|all booked|booked (it|the demo|a slot|a time|for|on))\b/;
/** Moving or cancelling a demo: "y si agendo y despues no puedo ir?", "can I reschedule?". */
export const RESCHEDULE_ASK =
  /\b(something s come up|something came up|surgio algo|me (salio|surgio) (algo|un imprevisto)|tengo un imprevisto|(como|donde) (la|lo) (muevo|cambio|reagendo|reprogramo|cancelo)|how (do|can) (i|we) (move|change|reschedule|cancel) (it|the demo|my (demo|booking|meeting))|no (puedo|pueda|podre|podemos|podamos) (ir|asistir|llegar|conectarme)|can ?t make it|cannot make it|can t attend|reagend\w*|reprogram\w*|reschedul\w*|(cambiar|mover|correr) (la )?(hora|fecha|cita|demo|reunion)|(cancelar|cancel) (la |the |my )?(demo|cita|reunion|meeting|booking)|change the (time|date) of (the |my )?(demo|meeting)|move (the |my )?(demo|meeting)|(demo|cita|reunion)\b.{0,60}\b(la|lo) (puedo|podemos|podria|podriamos|se puede) (mover|cambiar|reagendar|cancelar)|(need|needs|want|have|got) to (move|change|reschedule|cancel|push) (it|the demo|my demo|the call|the meeting|our demo))\b/;
/** How to become a customer: "how do i sign up?", "como lo contrato?", "do i just pay on the site?". */
export const SIGN_UP =
  /\b(how (do|can) (i|we) (sign ?up|subscribe|buy|purchase|get started|start|join)|where (do|can) (i|we) sign ?up|(do|can) (i|we) (just )?(pay|buy|sign ?up) (on|through|from) (the|your) (site|website|web|page)|como (me|nos) (registro|registramos|suscribo|suscribimos|inscribo|apunto|doy de alta)|como (lo |la )?(contrato|contratamos|compro|compramos)|donde (me )?(registro|contrato|pago)|(se|lo) paga en la (web|pagina))\b/;
/** How the bot hands a chat to their staff: "el bot le puede pasar la conversacion a la recepcionista?". */
export const HANDOVER_ASK =
  /\b(?:(?:can|could) (?:our|my) (?:staff|team|people|agents|girls|guys) (?:jump|step|hop) in|(?:our|my) (?:staff|team|people) (?:can|could)? ?(?:jump|step|hop) in|take over (?:the|those|these|a) (?:chats?|conversations?)|(?:puede|pueden|podria|podrian) (?:mi|nuestro|nuestra) (?:equipo|gente|personal) (?:meterse|entrar|intervenir|tomar el control))\b|\b(?:(?:make sure|ensure|asegurar\w*|que) (?:certain|some|specific|ciertos|algunos|mis|my) (?:clients|customers|clientes)(?: \w+){0,2} (?:always|siempre) (?:get|talk to|hablen con|los atienda|sean atendidos por|reach) (?:a |an |una |un )?(?:human|person|persona|humano)|(?:always|siempre) (?:get|talk to|los atienda|hablen con) (?:a |una )?(?:human|person|persona|humano))\b|\b(bot|ia|ai|agente|agent|asistente|assistant)\b.{0,30}\b(pasar\w*|pasa|transfer\w*|hand\w*|derivar\w*|deriva|escalar\w*|escala|pass\w*)\b.{0,40}\b(persona|humano|human|person|alguien|someone|recepcion\w*|receptionist|muchach[oa]|chic[oa]|equipo|team|staff|secretari[oa]|encargad[oa]|vendedor\w*|asesor\w*|me|us|nosotros)\b/;
/** Later, for a reason of theirs: "mejor hablamos en diciembre cuando abramos", "after the season". */
export const TALK_LATER =
  /\b((manana|luego|despues|mas tarde|la otra semana|la semana que viene|el lunes) (les|te|os) (escribo|escribimos|aviso|avisamos|llamo|hablo)|(i ll|ill|we ll|well|i will|we will) (message|write|email|text|get back to) (you|u) (tomorrow|later|next week|on monday)|mejor en (unos |un par de )?(\d+|dos|tres|cuatro|seis) (meses|semanas)|(maybe|better|let s talk|talk) (in|after) (a few|a couple of|\d+|two|three|six) (months|weeks)|mejor hablamos|hablamos (en|el|la|despues|mas adelante|cuando)|lo vemos (en|el|la|despues|mas adelante|cuando)|talk (in|next|later|after|when)|get back to you (in|next|after|when)|circle back (in|next|after|when)|cuando (abramos|reabramos|volvamos)|when we (reopen|open again|re open)|after the season|despues de la temporada|cerramos (la )?temporada|closing (for )?the season|off ?season|(le|lo) (consulto|comento|platico) y (te|les) (escribo|aviso|digo)|i ll (come|get) back to (it|you)|i ll let you know|te (escribo|aviso) (luego|despues|mas tarde|cuando)|(les|te) aviso)\b/;
/** A personal question to the assistant: "are you single?", "tenes novio?". */
export const PERSONAL_ASK =
  /\b(are (you|u) single|estas solter[ao]|sos solter[ao]|eres solter[ao]|ten[eé]s novi[oa]|tienes novi[oa]|do (you|u) have a (boyfriend|girlfriend|bf|gf)|will (you|u) marry|te casas conmigo|marry me|go out with me|salir conmigo|date me|una cita conmigo|a date with me|how old are (you|u)|cuantos anos tenes|cuantos anos tienes)\b/;
/** A brochure asked for: "send me a PDF with all the info", "no tienen un folleto?". */
/** Something to pass on to whoever else decides: "le puedo pasar algo para q lo vea el?". */
export const SHARE_ASK =
  /\b(algo|something|anything|material|info|informacion|link)\b.{0,30}\b((pa|para) (leer|q lo vea|que lo vea|mostrar\w*|mandar\w*|pasar\w*|compartir\w*)|(le|les|se lo|se la) (pueda|puedo|podria) (mandar|pasar|enviar|mostrar|compartir|reenviar)|(i can|to) (read|show|send|forward|share)( it)?( to)? (him|her|them|my (partner|boss|team|wife|husband)|the (team|boss|owner)))\b|\b(le|les) (puedo|pueda|podria) (pasar|mandar|enviar|compartir|reenviar) (algo|info\w*|material|un link|un enlace)\b|\b(pasame|mandame|enviame|send me) algo (pa|para|to) (leer|read)\b/;
export const PDF_ASK =
  /\b(pdf|brochure|folleto|catalogo|catalog|one ?pager|presentacion en pdf|deck)\b/;
/** What to prepare before the demo: "what should I prepare?", "que tengo que preparar?". */
export const PREPARE_ASK =
  /\b(what (should|do) (i|we) (prepare|bring|have ready|get ready)|prepare for (the|a|our) (call|demo|meeting)|que (debo|debemos|tengo que|tenemos que|necesito|necesitamos|hay que) (preparar|tener list[oa]|llevar|alistar)|como (me|nos) preparo|como (nos )?preparamos)\b/;
/** What a project needs from the client: "y que necesitan de nosotros?", "what do you need from us?". */
export const TEAM_NEEDS_ASK =
  /\b((que|q|k) (necesitan|necesitais|necesitas|ocupan|requieren|piden) (de|por parte de) (nosotros|mi|nuestra parte|nuestro lado|mi parte|la empresa)|(que|q) (tenemos|tengo|hay) (que|q) (darles|dar|poner|aportar|entregar|proveer|mandarles|preparar)(?! (de )?(pago|plata|dinero))|what (do|would|will) you need from (us|me|our (team|side|end))|what (do|would|will) (we|i) (need to|have to) (provide|give you|send you|hand over|supply)|what s needed (from|on) (us|our (side|end))|what (info|information|access) (do|would|will) you need)\b/;
/** How long the team's training lasts: "y la capacitacion cuanto dura?", "how long is the training?". */
export const TRAINING_TIME =
  /\b(capacitacion|formacion|training)\b(?! (del|de la|of the|the) (bot|ia|ai|agente|agent|modelo|model))(?! (data|datos)).{0,30}\b(cuanto (dura|tarda|tiempo|demora|lleva)|how long|duraci\w*|dura|lasts?|takes?)\b|\b(cuanto (dura|tarda|demora|lleva)|how long (is|does|will|would|s))\b.{0,20}\b(la |the )?(capacitacion|formacion|training)\b(?! (del|de la|of the|the) (bot|ia|ai|agente|agent|modelo|model))/;
/** The visitor apologising for asking: "sorry, I know I've asked a ton of dumb questions". */
export const VISITOR_SORRY =
  /^((gracias|thanks|thank you|ok|vale|bueno|g ?day|hi|hey|hola|buenas),? (y |and )?)?(sorry|so sorry|perdon|perdona|disculpa|disculpe|disculpame|perdoname)\b.{0,60}\b(questions|preguntas|molest\w*|bother\w*|pesad[oa]|so many|tantas|un monton|a ton|a lot|dumb|tontas|silly|boludeces|babosadas|gritos|gritar|grite|shouting|yelling|caps|mayusculas|mi tono|my tone|brusc[oa]|grosero|grosera|rude|snapping|enojo|desesperad[oa]|borde|pesad[oa]|short with you|a bit much|cranky|grumpy|harsh|snappy|enojad[oa]|molest[oa])\b/;
/** The same question again, of another plan: "and starter, same deal?", "y el elite igual?". */
export const SAME_AGAIN =
  /\b(same deal|same thing|the same|same there|lo mismo|igual|tambien|too|as well|also)\b/;
/** A plan between two asked for: "is there nothing in between?", "no hay uno intermedio?". */
export const IN_BETWEEN =
  /\b(in between|in the middle|middle (option|plan|ground)|intermedi[oa]|en el medio|entre (los dos|medio|esos))\b/;
/** The two plans just compared, referred to together: "los dos", "ambos", "both of them". */
export const BOTH_OF_THEM =
  /\b(los dos|las dos|ambos|ambas|both of them|both plans|both|either( one| of them| plan)?|cualquiera de los dos|the two of them|the two plans|cada uno|each of them|each one|(?<!\b(de|of|than|que|above|below|over) )(esos dos|estos dos|esas dos|estas dos|those two|these two)|(?<=\b(which|cual|cuál) (one )?)(of|de) (the|those|these|los|las|esos|esas|estos|estas) (two|dos))\b/i;
/** An answer wanted short: "compare starter vs diamond, quick", "en pocas palabras". */
export const QUICK_ASK =
  /\b(quick|quickly|short|brief|briefly|tl ?dr|rapido|rapidito|corto|resumid\w*|en pocas palabras|en corto|in (one|a) (line|sentence)|en (una|1) (linea|frase|oracion)|one liner)\b/;

/** Social-media automation asked about: "lo de automatizar las redes sociales como funciona?". */
export const SOCIAL_AUTOMATION =
  /\b(automatiz\w*|automat\w*|programar|schedul\w*|publicar solo|se publique sol[oa])\b.{0,25}\b(redes( sociales)?|social( media| networks?)?|posts?|publicaciones)\b|\b(social[- ]media automation|automatizacion de redes)\b|\b(llevar\w*|llevan|manej\w*|gestion\w*|administr\w*|run|running|manage|managing|handle|handling|look after) (me |nos )?(las |mis |nuestras |our |my )?(redes( sociales)?|socials|social media|social accounts)\b/;

/** A problem reported as sorted: "ya me arreglaron lo del canal, todo ok", "it's all fixed now". */
export const ALL_SORTED =
  /\b(ya (me |nos )?(arreglaron|arreglo|resolvieron|resolvio|solucionaron|soluciono)|ya (quedo|funciona|jala|anda) (todo|bien|(el|la) \w+)(?!.{0,40}\b(pero|but|aunque|sin embargo)\b)|(it s|its|all|everything s) (fixed|sorted|working) now|already (fixed|sorted)|(they|support) (fixed|sorted) it|problem solved)\b/;
/** Back to buying after a complaint: "de todos modos", "lo estoy evaluando", "for my own business". */
export const BACK_TO_BUYING =
  /\b(evaluando|evaluating|for my (own )?business|para mi (propio )?negocio|ya que estoy|de todos modos|de todas formas|igual (quiero|me interesa)|anyway|anyways|ok fine|fine then|(i m|im|i am) still interested|me sigue interesando|lo estoy viendo|pa la clinica|bueno ya)\b/;
/** Back to the plan after a detour: "volviendo al plan", "back to the plan". */
export const BACK_TO_PLAN =
  /\b((volviendo|volvamos|regresando|retomando|volviendo a lo) (al|a lo del|con el) plan|(back|going back|getting back|coming back) to the plans?|about the plan again|lo del plan)\b/;
/** "hacen las dos cosas?", "can you do both?": the things just asked, together. */
export const BOTH_ASKED =
  /\b(las dos cosas|ambas cosas|los dos|las dos|ambos|ambas|both( of (them|those))?|the two)\b/;
/** Whether it connects, asked ("se integra con…", "can it sync with…"), not a condition ("si lleva integracion"). */
export const CONNECT_ASK =
  /\b(se (puede )?(integra|conecta|sincroniza|enlaza)\w*|(puede|pueden|podemos|can|could|does|do|will|would) (it |you |we |this |that |el bot |the bot )?(integra|conecta|sincroniza|connect|integrate|sync|plug|hook)\w*|(can|could|does|will|would|puede|pueden|podria) (it|the (chat)?bot|the agent|the ai|el (chat)?bot|el agente|la ia) (take|push|send|put|log|check|read|pull|look up|revisar|ver|consultar|meter|cargar|leer)\b)/;
/** A complaint only a customer makes: a charge, an invoice, their account, their bot or channel. */
export const CUSTOMER_COMPLAINT =
  /\b(cobr\w*|charg\w*|billed|factur\w*|invoice\w*|my account|mi cuenta|nuestra cuenta|our account|el bot (le|les|nos|me)|the bot (told|gave|sent|answered|keeps)|your (bot|ai|agent|chatbot) (told|gave|sent|answered|said|keeps)|(su|tu|vuestro) (bot|ia|agente|chatbot) (le|les|nos|me)|mis clientes|my customers|our customers|nuestros clientes|my members|la bandeja|the inbox|our (whatsapp|instagram|inbox|channel|chatbot|bot)|nuestro (whatsapp|instagram|canal|chatbot|bot)|el whatsapp no|no (recibe|sincroniza|conecta)|not syncing|since (yesterday|friday|monday|this morning)|desde (ayer|en la manana|el lunes|el viernes)|quedaba en|would be live|onboarding|(la|su|vuestra|tu) (capacitacion|induccion|formacion)|(your|the) (trainer|training)|(el|la|su) (capacitador\w*|formador\w*)|the (chatbot|bot) (you|y all) (built|made)|el (chatbot|bot) que (nos|me) (hicieron|armaron|entregaron))\b/;
/** Said by a customer: their plan, account or invoice with us ("we're on Diamante", "the invoice you sent"). */
export const CUSTOMER_SAID =
  /\b(?<!\bno |\bnot |\baun no |\btodavia no )((our|nuestro|mi|my) (plan )?(starter|elite|diamond|diamante)( plan)? (renews|se renueva|vence|expires)|(el |un )?cobro (duplicado|doble)|double charged|charged (me |us )?twice|me cobraron (dos veces|doble)|(ya )?(somos|soy) clientes?|(we re|we are|i m|i am) (a )?(customers?|clients?)\b(?! (yet|aun|todavia))|(we ve had|we have had|we ve been on|llevamos( \w+){0,2} con|tenemos) (el |the )?(plan )?(starter|elite|diamond|diamante)\b|(we re|we are|were|estamos|estoy|i m|im) (on|en) (el |the )?(plan )?(starter|elite|diamond|diamante|demo)( plan)?|(nuestro|nuestra|mi|our|my) (plan|cuenta|account|suscripcion|subscription) (actual|con ustedes|with you)|the invoice you sent|la factura que (nos |me )?(mandaron|enviaron|llego)|ya (somos|soy) clientes?|(we re|we are|i m|i am) (already )?(a )?(customers?|clients?) (of yours|with you|already)?|(our|my) first month on|nuestro primer mes (con|en)|novachannel (is |esta )?(down|caido|caida)|se (nos )?cayo novachannel|(wait|waiting) for (your|you) (support|team) to fix|esperando (a )?(que )?(su|tu|vuestro) soporte|(we|i) pay (for )?(our|my|the) (plan )?(starter|elite|diamond|diamante)|(ya )?(pago|pagamos) (el )?(plan )?(starter|elite|diamante|diamond)\b(?! (o|or|y|and)\b)|tengo el (plan )?(starter|elite|diamante|diamond)\b(?! o )|(i|we) (sent|put|filed|submitted) (in )?(a|the|our|my) refund request|(mande|mandamos|envie|enviamos|hice|hicimos) (la|una) solicitud de reembolso|(our|my|nuestro|nuestra|mi) (whatsapp|instagram|inbox|bandeja|bot|chatbot|canal|channel)( \w+)? (is|esta|anda) (down|caido|caida|broken|not working|sin funcionar)|(i|we) (e ?mailed|wrote|called|messaged|rang)( \w+){0,5} (and )?(heard nothing|got nothing back|no (answer|reply|response)|nobody (answered|replied|got back))|(escribi|escribimos|llame|llamamos|mande|mandamos)( \w+){0,5} (y )?(nadie (me |nos )?(contesto|respondio)|no (me |nos )?(contestaron|respondieron)))\b/;
/** How soon it is ready, asked outright ("how fast can a basic bot be live", "cuanto tarda"). */
export const DELIVERY_ASKED =
  /\b(how (fast|long|soon|quickly)|cuanto (tarda\w*|demora\w*|tiempo)|en cuanto tiempo|be live|ready|listo|lista)\b/;
/** What a dearer plan adds: "what do I actually get extra for that?", "que me da de mas?". */
export const EXTRA_FOR =
  /\b(what (do|would|will) (i|we|you) (actually |really )?get (extra|more|on top)|what (extra|more) do (i|we) (actually )?get|what s (the )?extra|what does (it|that|that one) add|what (does|would|will) (diamond|diamante|elite|starter|the \w+ one) (actually |really |even )?(add|give (us|me)|get (us|me))|(que|q) (me|nos|te) (da|dan|trae|incluye) de mas|(que|q) (tiene|trae|incluye|ofrece) de mas|(que|q) (gano|ganamos)|(que|q) (agrega|anade|suma)( de mas)?|(que|q) (trae|tiene|incluye|da|ofrece) (el|la|ese|esa)( \w+){0,3} (que|q) no (tenga|tiene|trae|incluya|incluye) (el|la)|what does (it|that|that one|the \w+( one)?) (have|get|include|come with) that (the )?\w+ (doesn t|does not|don t)( have)?)\b/;
/** A promise asked for: "can you guarantee…?", "¿me lo garantizan por contrato?", "just a yes or no". */
export const GUARANTEE_ASK =
  /\b((can|could|will|would) you guarantee|do you guarantee|guaranteed\?|(me|nos) (lo |la )?garantiza\w*|garantizan (que|por contrato)|lo garantizan|me aseguran que|(can|could) you promise|promise (me|us) (that )?)\b/;
/** "solo estaba mirando", "just browsing": looking around, nothing to ask. */
export const JUST_BROWSING =
  /\b(solo (estaba|estoy|andaba|ando) (mirando|viendo|chusmeando|curioseando|vichando|echando un ojo)|(just|only) (looking|browsing|checking (it|things) out|having a look)|nada mas (mirando|viendo)|solo (curioseando|chusmeando|mirando|viendo))\b/;
/** A message at night: "y si escribe a las 11 de la noche?", "what if someone messages at 2am?". */
export const LATE_MESSAGE =
  /\b(escrib\w*|writes?|messages?|mand\w*|llega\w*|contact\w*|pregunt\w*|asks?)\b.{0,30}\b(a las \d{1,2}( y media)? de la (noche|madrugada)|at \d{1,2} ?(pm|am)( at night)?|de (noche|madrugada)|a medianoche|at midnight|late at night|in the middle of the night|en la madrugada)\b/;
/** Where captured leads go: "y me los manda al crm o al mail?", "do the leads go to my CRM?". */
export const LEADS_SENT =
  /\b(me (los|las|lo) (manda|mandan|envia|envian|pasa|pasan)|(los|the) (leads?|datos|contactos|interesados|prospectos)\b.{0,20}\b(van|llegan|go|get sent|land|se (mandan|envian|guardan)))\b.{0,20}\b(crm|mail|correo|e ?mail|hubspot|salesforce|sheets?|excel|planilla)\b/;
/** Checking it fits before paying: "how do I make sure before I pay?", "como se si me sirve antes de pagar?". */
export const MAKE_SURE =
  /\b((make|be) sure|(a|any|some) free (go|try|trial|test|run)( first)?|free (go|try|trial|run) first|probar(lo)? (gratis|primero)|know (if|whether)|asegur\w*|comprobar\w*|saber si (me|nos) sirve|(como|k|q) (se|sabre|sabemos|puedo saber|podemos saber) si (me|nos|le|les) (sirve|va a servir|funciona|conviene)|how (do|would|can) (i|we) (know|tell) (if|whether) it (works|fits|suits|s right|is right)|(see|ver|seen|visto) (some |the |los |algunos )?(results|resultados|it work\w*|que funciona))\b.{0,30}\b(before|antes de) (i |we )?(pay\w*|buy\w*|commit\w*|pagar|comprar|contratar|pagues|paguemos)\b/;
/** Whether something must be installed: "does the platform need installing?", "hay que instalar algo?". */
export const NEED_INSTALL =
  /\b(need(s)? (to be )?install\w*|have to (install|download)|do (i|we) (install|download)|(download|install) (anything|something|an app|software)|hay que (instalar|descargar)|(tengo|tenemos) que (instalar|descargar)|se (tiene que )?(instala|descarga) (algo|un programa|una app)|necesito instalar|instalar algo|descargar algo)\b/;
/** None of the times shown, or others asked for: "ninguna me sirve", "neither of them suit", "mejor otra", "si hay algo a la tarde mejor", "anything on friday morning?". */
export const NONE_SUIT =
  /\b(ninguna|ninguno|none of (them|those|these)|neither( of (them|those))?|(mejor|prefiero) otr[ao]|otro (dia|horario)|otra (hora|fecha|opcion)|another (time|day|slot|option)|something (later|earlier|else)|algo (mas tarde|mas temprano|despues|antes)|algo (a la|por la|en la) (manana|tarde|noche)|algo (el|para el|este|el proximo) (lunes|martes|miercoles|jueves|viernes)|(anything|something|any (slots?|times?)) (on|for|in|this|next) (the )?(monday|tuesday|wednesday|thursday|friday|morning|afternoon|evening|week))\b/;
/** All the channels in one place: "do they all land in one place?", "tengo que revisar cada app?". */
export const ONE_PLACE =
  /\b(one place|same place|un solo lugar|un mismo lugar|el mismo lugar|one inbox|una sola bandeja|la misma bandeja|all in one|todo junto|check each (app|one|channel)|revisar cada (app|una|canal)|app por app)\b/;
/** Left alone to set it up: "we'd be on our own?", "nos quedamos solos?". */
export const ON_OUR_OWN =
  /\b(on (our|my) own|by (ourselves|myself)|(quedamos|quedo|estamos|estoy|estariamos) solos|por (nuestra|mi) cuenta|sin ayuda|without (any )?(help|support))\b/;
/** "could we get invoiced in CAD?", "se puede pagar en guaranies?": a currency of their own. */
/** A price asked in another currency: "cuanto sale el elite en pesos mexicanos?", "price of starter in rupees?". */
export const PRICE_IN_CURRENCY = new RegExp(
  String.raw`\b(cuanto|how much|price|precio|prices|precios|cuesta|cuestan|sale|salen|vale|valen|cost\w*)\b.{0,40}\b(in|en) (${LOCAL_CURRENCY})\b`,
);
export const PAY_IN_CURRENCY = new RegExp(
  String.raw`\b(invoic\w*|bill(ed)?|factur\w*|cobr\w*|pay|pagar|pago)\b.{0,20}\b(in|en|con) (${LOCAL_CURRENCY})\b`,
);
/** "how much does the setup of each automated flow cost?", "cuanto cobran por montar cada flujo". */
export const PER_FLOW =
  /\b((esos|los) flujos (los )?(montais|montan|configuran|configurais|arman|hacen|instalan)|(montais|montan|configuran|arman|instalan) (esos|los) flujos|each (of (those|these|the) )?(automated )?flows?|(setting up|set up|setup of|configurar) (those|these|the|los|esos|las) (\d+ )?(flows?|flujos?)|per flow|every flow|cada (uno de (esos|los) )?flujos?|por flujo)\b/;
/** The price itself asked ("how much", "cuanto sale"), not a plan described by it ("the pricier one"). */
export const PRICE_ASK = /\b(how much|cuanto|precio|price|cost|costs|cuesta|sale|vale)\b/;
/** "the price difference", "cuanto mas caro es": the gap between two prices, not every row. */
export const PRICE_GAP =
  /\b((price|pricing|cost) (difference|gap)|difference in (price|cost)|(diferencia|brecha) (de|en) (precio|costo|plata)|how much more (is|does|expensive)|cuanto mas (cuesta|sale|caro|cara|vale))\b/;
/** The time allowed to report something: "how long have I got to report it?", "que plazo tengo para avisar?". */
export const REPORT_WINDOW =
  /\b(how long (have i got|do i have|do we have|have we got)|how many days (do i|do we|have i)|(cuanto|que) (tiempo|plazo) (tengo|tenemos|hay)|plazo (para|de) (reportar\w*|avisar|reclamar)|deadline|time limit)\b/;
/** The security in place asked: "what security do you have in place?", "que medidas de seguridad tienen?". */
export const SECURITY_ASK =
  /\b(?:security measures|medidas de seguridad|(?:what|which) security (?:can|do) you|que seguridad (?:tienen|manejan|ofrecen))\b|\b(es|esto es|is it|is this|is that|are you) (seguro|safe|secure)\b.{0,20}\b(datos|data|info\w*)\b|\bwhat do you (actually |really )?do to (protect|secure|keep) (it|them|the data|our data|my data)\b|\b(como|que hacen para) (lo |los )?(protegen|proteger|cuidan|cuidar)\b|\b(what|which|que|cuales|how much|how good) (\w+ ){0,3}(security|seguridad)\b|\b(security|seguridad) (measures|medidas|practices|practicas|do you have|tienen|teneis|have you got)\b|\bmedidas de seguridad\b/;
/** The weather or last night's game asked beside a real question. */
export const SMALL_ASIDE =
  /\b((que|q|k) tiempo (hace|va a hacer|hara)|(el|del) clima (de|en|para) |(the|what s the|whats the) weather|va a llover|will it rain|(quien|who) (gano|won) (el|the|anoche|last)|el partido de (anoche|ayer)|the (game|match) last night)\b/;
/** Still not convinced after an answer: "still not seeing it", "sigo sin verlo", "no me convence". */
export const STILL_NOT_SOLD =
  /\b((still )?(sounds|seems|looks) like overkill|overkill|too much for (us|me)|demasiado para (nosotros|mi)|no lo (acabo|termino) de ver|no lo veo (claro|del todo)|still (not|don t) (seeing|see|convinced|sold|sure)|not seeing it|(i )?don t see (it|the point|the value)|not (really )?convinced|sigo sin (verlo|ver(le)? (el )?sentido|convencerme)|no (le )?veo (el )?(sentido|valor|la ventaja)|no me convence(s|n)?|no termina de convencerme)\b/;
/** When support answers: "el fin de semana", "on saturdays", "horario", "24/7". */
export const SUPPORT_DAYS =
  /\b(fin(es)? de semana|weekends?|sabados?|domingos?|saturdays?|sundays?|horarios?|hours|24 ?7|feriados?|holidays?)\b/;
/** Asked to go on in English or Spanish: "can we do this in English?", "hablas español?". */
export const SWITCH_LANGUAGE =
  /\b((can|could) (we|you|i) (do this|talk|speak|chat|continue|write|go on|switch) (in|to) (english|spanish)|(do|can) you speak (english|spanish)|english (ok|okay|please|pls)|in english (please|pls)|(podemos|puedes|podes|se puede) (hablar|seguir|escribir|continuar) en (espanol|castellano|ingles)|(hablas|hablan|habla) (espanol|castellano|ingles)|en espanol (por favor|porfa|pls))\b/;
/** Agents that carry out tasks alone: "AI agents that do stuff on their own", "bots que hagan tareas solos". */
export const TASKS_ALONE =
  /\b(agentes?|agents?|bots?)\b.{0,30}\b(do|does|hagan|haga|hacen|realice\w*|ejecut\w*|perform\w*|carry out|complete)\b.{0,25}\b(stuff|things|tasks?|cosas|tareas|acciones|actions|work|trabajo)\b.{0,25}\b(on (its|their) own|by (itself|themselves)|por (su|si) cuenta|solos|solas|solo|sola|autonom\w*)\b/;
/** How fast a ticket is answered: "first response time on a priority ticket", "cuanto tardan en responder un ticket". */
export const TICKET_TIME =
  /\b((cuantos minutos|how many minutes|en cuanto tiempo)\b.{0,30}\b(contest\w*|respond\w*|answer\w*|reply|replies)\b.{0,20}\b(tickets?|incidencias?|soporte|support)|(first )?response time|tiempo de (primera )?respuesta|how (fast|quickly|long) (do|does|will|would) (you|they|support|the team) (answer|respond|reply|get back)|cuanto (tardan|demoran) en (responder|contestar))\b.{0,40}\b(tickets?|priorit\w*|incident\w*|support|soporte|urgent\w*)\b|\b(tickets?|priorit\w*|incident\w*)\b.{0,40}\b((first )?response time|tiempo de respuesta)\b/;
/** What was set up in the trial, kept after it: "does everything carry over?", "¿empiezo de cero?". */
export const TRIAL_CARRY_OVER =
  /\b(trial|prueba)\b.{0,80}\b(carr(y|ies) over|transfer(s|red)? over|start (again )?from scratch|keep (everything|it all|my (setup|set up|flows|settings))|empez\w* de cero|desde cero|(lo que|todo lo que) (\w+ ){0,3}se (conserva|mantiene|guarda|pasa)n?|pierdo (lo|todo))\b/;
/** Who to write to for help: "who do I email if stuck", "a quien le escribo si tengo un problema". */
export const WHO_TO_WRITE =
  /\b(who (do|should|can|would) (i|we) (e ?mail|write to|contact|reach|message)|(a quien|a donde) (le )?(escribo|escribimos|mando|mandamos|escribir|aviso)|what s the support (e ?mail|address)|(e ?mail|correo) (de|del|for) (soporte|support))\b/;
/** A yes-or-no question: "could your agent…?", "¿pueden…?", "do you…?". */
export const YES_NO_ASK =
  /^(?:\w+ ){0,10}?(could|can|does|do|will|is|are|puede|pueden|podria|podrian|se puede|tienen|teneis|hacen|atienden|funciona|sirve)\b/;
/** The visitor's own time zone named: "de aqui", "my time", "hora de Oaxaca", "SAST", "IST". */
export const ZONE_SAID =
  /\b(de aqui|de aca|hora (de aqui|de aca|local|de \w+)|mi hora|nuestra hora|my time|our time|local time|my timezone|sast|ist|bst|gmt|utc|cet|cest|est|edt|cst|cdt|pst|pdt|mst|aest|nzst|wat|eat)\b/;
/** The demo's hours asked in the visitor's own time: "so what does that look like for me here in the Philippines?". */
/** A time zone of the visitor's own named: "my time", "irish time", "4pm SA time", "hora de Lima". */
export const OWN_ZONE =
  /\b(my time|our time|mi hora|nuestra hora|hora (de )?(aqui|aca|mi pais|local)|local time|(irish|uk|british|sa|south african|aussie|australian|nz|kiwi|indian|ist|gmt|bst|cet|pst|pacific|mountain|eastern|central|perth|sydney|brisbane|melbourne|auckland|london|dublin|joburg|johannesburg|cape town|mumbai|delhi|manila|singapore|dubai)( standard)? time|hora (de )?(argentina|mexico|colombia|chile|peru|espana|cdmx|bogota|lima|madrid|santiago|buenos aires|caracas|quito|montevideo|asuncion|la paz|guatemala|panama|san salvador|tegucigalpa|managua|santo domingo|puerto rico))\b/;
export const LOCAL_TIME_ASK =
  /\b(look like|what time|which time|que hora|a que hora|cuanto seria|como queda|como seria|translate|convert\w*)\b.{0,40}\b(for me|for us|here in|over here|where (i|we) am|my time|aqui en|aca en|para mi|para nosotros|de aqui|de aca|mi hora|mi pais|donde estoy)\b/;
/** Whether we are real, asked before buying: "esto es una estafa o que?", "is this legit?". */
export const LEGIT_ASK =
  /\b((es|esto es|son) (una )?(estafa|fraude|scam)( o que| o no)?|is (this|it) (a )?(scam|legit|real|fraud)|are you (legit|real|a scam)|son (reales|confiables|de fiar)|nunca (habia|he|hemos) (oido|escuchado) (de|hablar de) (ustedes|vosotros)|never heard of (you|your company|novaflow))\b/;
/** Money taken from them: a grievance, not a doubt. */
const SCAMMED =
  /\b(me|nos) (cobraron|estafaron|robaron|renovaron|cargaron|debitaron|descontaron|cancelaron)\b|\b(charged|billed|renewed|scammed|robbed) (me|us)\b|\bsin (avisar|avisarme|avisarnos|preguntar)\b/;
/** A quote asked for: "send me a quote", "mandenme cotizacion", "un presupuesto". */
export const QUOTE_ASK =
  /\b(quotes?|quotation|cotizaci\w*|cotizar|presupuesto|proposal|propuesta)\b/;
/** Money given back: "y cuanto tardan en devolverme la diferencia?", "the refund policy". */
export const MONEY_BACK =
  /\b(devolver\w*|devolv(eis|emos|eran|erian|era)|devuelv\w*|reembols\w*|refund\w*|money back|(get|give|have) (anything|something|any of it|some of it|part of it|the rest|any money|some money) back)\b/;
/** "¿la hacen por videollamada?", "is it online or in person?": how the demo is held. */
export const DEMO_FORMAT_ASK =
  /\b(videollamada|video ?llamada|video ?call|videocall|en linea|online|presencial|in person|virtual|por zoom|on zoom)\b/;
/** Any word of data protection, security or standards: what a compliance question has. */
export const COMPLIANCE_WORD =
  /\b(datos?|data|privacidad|privacy|privad\w*|private|seguridad|es seguro|son seguros|seguro (con|para)|secur\w*|certif\w*|complian\w*|complies|comply|cumpl\w*|ley|leyes|laws?|legal\w*|regula\w*|normas?|normativ\w*|protec\w*|confiden\w*|encrypt\w*|cifr\w*|gdpr|rgpd|hipaa|soc ?2|iso|pci|lopd|lfpdppp|ccpa|lgpd|audit\w*|historia clinica|expedientes?|records?|servers?|servidores?|backups?|respaldos?|store|stored|guardan|almacen\w*|hosted|alojad\w*)\b/;
/** A demo the visitor already booked: "ya agende la demo para el lunes", "I booked a demo for". */
export const BOOKED_BEFORE =
  /\b(just booked|acabo de (agendar|reservar)|ya (la )?(agende|reserve)|ya (agende|reserve|aparte)|ya tengo (la |una )?(demo|cita|reunion)|tengo (una |la )?(demo|cita|reunion) (agendada|reservada|el|para)|agende (la|una) (demo|cita|reunion)|i (booked|ve booked|have booked|scheduled|ve scheduled)|(already|have a) (booked|scheduled)|my (demo|booking|meeting) (is|on|for))\b/;
/** A day chosen for the demo: "que sea el viernes", "make it Thursday instead". */
export const PICK_DAY =
  /\b(que sea|make it|let s make it|lets make it|hagamoslo|mejor el|better on|how about|what about|y el|puede ser el|could we do|can we do)( (el|la|on|a))? (lunes|martes|miercoles|jueves|viernes|monday|tuesday|wednesday|thursday|friday)\b/;
/** More of a complaint, in few words: "pues muy mal la neta", "seguimos igual", "meh", "still nothing". */
export const STILL_BAD =
  /\b(muy mal|que mal|fatal|malisimo|pesimo|terrible|awful|horrible|rubbish|poor|not great|not good|not ok|not okay|meh|seguimos igual|sigue igual|igual que antes|same as before|sigue (sin|mal|fallando|pasando|igual)|siguen (sin|igual)|still (nothing|not|broken|down|the same|waiting|no|happening)|nothing yet|nada todavia|todavia nada|aun nada|aun no (funciona|jala|anda|sirve)|vaya tela|menuda|ridicul\w*|unacceptable|inaceptable|not helpful|useless|no sirve|disappoint\w*|decepciona\w*|que decepcion|no way|no mames|nefasto|lamentable)\b/;
/** The same worry pushed again after its answer: "sigo pensando q…", "thought so", "still feels risky". */
export const PUSHED_AGAIN =
  /\b(sigo pensando|sigo creyendo|still think|still feels|still seems|still not (sure|convinced)|no me fio|no me convence\w*|not convinced|not sold|thought so|me lo imaginaba|lo sabia|ya (lo )?sabia|no es nada|is nothing|isn t much|not much|no es mucho|can be trained|tambien (se puede|puede|lo hace)|does that too|can do that too|ya pero|yeah but|si pero|sure but|aun asi|even so|no lo se|i don t know|not sure)\b/;
/** No time now: "ahorita no tengo tiempo pa nada de esto", "I'm flat out, no time for demos". */
export const NO_TIME =
  /\b(no tengo tiempo|no tenemos tiempo|sin tiempo|ni tiempo|no time|flat out|too busy|muy ocupad\w*|estoy a full|ando a full|no me da la vida|don t have (the )?time|haven t got (the )?time)\b/;
/** A favour beside the real question: homework, a recipe, a sum, a tip about something else. */
export const HOMEWORK_ASIDE =
  /\b((ayuda|ayudas|ayudame|help me|help) (con|with) (la |my |mi |the )?(tarea|homework|deberes|essay|ensayo)|(tarea|homework|deberes) de (mi|my)|(recipe|receta) (for|de|pa|para)|(marinade|marinada|adobo) recipe|(cuanto|how much) (es|is) \d+( \d+)? ?(mas|plus|por|times|x|menos|minus|\d)|(calcula\w*|calculate) (me )?(cuant\w*|how many)|(recommend|recomiend\w*|suggest) (me )?(a|an|un|una) (good|buen\w*) (\w+ ){0,2}(operator|restaurant|hotel|tour|operador|restaurante|lugar|place|doctor|dentist|abogado|lawyer))\b/;
/** How to report a problem so it gets fixed: "how do I actually report this?". */
export const REPORT_HOW =
  /\b((how do i|how can i|how do we|como) (get it|get this|lo|la) (fixed|sorted|arreglan|arreglo|soluciono|resuelven)|who do i send|(a quien|where do i) (le )?(mando|send|escribo|write)|(how|where) (do|can|should) (i|we) (actually )?(report|raise|log|escalate|open a ticket)|(como|donde|a donde|por donde) (lo |se lo |les )?(reporto|reportamos|reporta|reportar|levanto|abro|escalo|aviso|notifico|hago el reporte)|(open|raise|log) a (ticket|case|support request)|(abrir|levantar|poner) (un )?(ticket|reporte|caso|queja))\b/;
/** A message claiming to be us asking for money: "me escribieron de parte de ustedes pidiendome que pague por un link". */
export const SCAM_CLAIM =
  /\b(estafa\w*|scam\w*|phishing|fraude|fraud\w*|fake)\b.{0,80}\b(de parte de|on behalf of|from|claiming|diciendo que eran|said they were)\b|\b(de parte de (ustedes|novaflow)|on behalf of (you|novaflow)|claiming to be (you|from you|novaflow))\b.{0,60}\b(pag\w*|pay\w*|link|enlace|tarjeta|card|password|contrasena|codigo|code)\b/;
/** Asking not to be chased: "please don't have someone ring me every other day". */
export const NO_CONTACT =
  /\b(don t|do not|dont|please don t|no quiero que|que no me|no me) (have )?(someone |anyone |nadie |alguien |me )?(ring|call|llame|llamen|contact|contacte|contacten|email|e mail|write|escriba|escriban|chase|persigan|bombardeen)\b/;
/** Which plan for the needs told: "cheapest plan that actually works?", "que plan nos sirve?". */
export const PLAN_FOR_NEEDS =
  /\b((cheapest|which|what|best|right) (plan|tier|package|option)|(que|q|cual) (plan|paquete)|plan (that|which|que) (actually )?(works|fits|sirve|nos sirve|me sirve|va|conviene)|what would (you|u|ya) (suggest|recommend)|que (me |nos )?(recomiendas|recomiendan|sugieres|sugieren))\b/;
/** This chat or our bot got it wrong: "not great when your own bot gets it wrong". */
export const OWN_BOT_WRONG =
  /\b(?:el|su|tu|vuestro|the|your) (?:chat ?bot|bot|agente|asistente|agent|assistant) (?:le |les )?(?:contesta|responde|dice|da|answers|tells|gives|says) (?:puras |pura |solo |just )?(?:tonterias|cualquier cosa|nonsense|rubbish|garbage|wrong (answers|info\w*|prices))\b|\b(?:el|su|tu|vuestro|the|your) (?:chat ?bot|bot|agente|asistente|agent|assistant)\b.{0,60}\b(?:les da|le da|gives|quotes|da) (?:precios|prices|info\w*|horarios|hours) (?:viejos|viejas|vieja|antiguos|equivocad\w*|incorrect\w*|old|outdated|wrong)\b|\b(?:your|tu|su|vuestro|el|the) (?:chat ?bot|bot|assistant|asistente|agente|agent|ai|ia) (?:told|said|le dijo|les dijo|dijo|anda diciendo|is telling|keeps telling) (?:a |my |our |un |una |mis |a mis |a los |a un )?(?:customers?|clients?|guests?|members?|clientes?|huespedes|socios?|pacientes?|patients?)\b|\b(your|tu|su|vuestro|este|this) (own |propio )?(bot|chat|chatbot|assistant|asistente|ia|ai)\b.{0,30}\b(gets? (it|things) wrong|got (it|that) wrong|wrong|se equivoc\w*|equivoca\w*|mistakes?|errores|lies|lied|miente|mintio|made (it|that) up|invent\w*)\b/;
/** Out of business hours: a weekend, a night, a Friday evening. */
export const OFF_HOURS =
  /\b(domingo|sabado|fin de semana|findes?|weekends?|sunday|saturday|de noche|en la noche|a la noche|at night|overnight|madrugada|(\d{1,2} ?pm|evening|night) on a (friday|saturday|sunday)|friday (evening|night)|viernes (en la noche|por la noche|a las \d+)|after hours|out of hours|fuera de horario|a las \d+ de la (manana|madrugada|noche))\b/;
/** Something of ours down or reported: "si se cae el whats", "report an outage". */
export const OUTAGE_WORD =
  /\b(se cae|se cayo|caido|caida|down|outage|falla\w*|fails?|breaks?|se rompe|report\w*|incident\w*|incidencia\w*|quien (me|nos) atiende|who (picks|answers|helps)|when does any ?(body|one))\b/;
/** Something of ours failing them, said plainly: notifications not arriving, locked out, charged wrongly. */
export const OUR_FAULT =
  /\b((i ve|i have|we ve|we have) (e ?mailed|written|called|asked|messaged)( you)? (twice|three times|several times|again|repeatedly)|ya (les )?(escribi|mande|pregunte|llame|escribimos) (dos|tres|varias) veces|heard nothing|never heard back|(no|nobody|no one) (got back|replied|answered)|nadie (me |nos )?(contesto|respondio)|no (me|nos) (han )?(contestado|respondido)|getting (replies|answers) in (spanish|english|the wrong language)|(esta|estan|sigue|siguen) (contestando|respondiendo) en (ingles|espanol|otro idioma)|no (me|nos) (estan )?(llegan|llega|llegando) (los |las )?(avisos|notificaciones|alertas)|(notifications?|alerts?) (aren t|are not|stopped|not) (coming|arriving|working)|keeps? disconnecting|se (sigue )?desconecta\w*|usuario bloqueado|no (puedo|podemos) entrar (a|en) la plataforma|can t log ?in|(me|nos) siguen fallando|keep(s)? failing|(me|nos) (habeis|han|habian) cobrado|(me|nos) cobraron|you ve charged (me|us)|you charged (me|us)|(second|third) time (i m|i am|we re|we are|i ve|we ve) (asking|asked|writing|written|telling)|ya es la (segunda|tercera) vez|(y )?(yo )?(la|lo|las|los) (pedi|pedimos|habia pedido|habiamos pedido) en (euros|pesos|soles|colones|quetzales|moneda local|mi moneda)|i (asked|requested) for (it|them|the invoice|invoices) in|menudo lio|vaya lio|what a mess|que desastre|(their|whose) support (actually|really|at least) (answers|responds|replies|picks up|gets back)|(su|cuyo) soporte (si|al menos) (contesta|responde)|(segunda|tercera) vez que (lo )?(pido|pedimos|pregunto|preguntamos|digo|decimos|escribo|reclamo))\b/;
/** A figure pressed for after we said we publish none: "aprox nomas", "ballpark's fine", "ponle un numero". */
export const BALLPARK_PUSH =
  /\b(aprox\w*|ballpark|roughly|rough (idea|figure|number)|more or less|mas o menos|tirame un numero|ponle un numero|dame un numero|un numero aunque sea|aunque sea (un numero|una cifra|aprox\w*|el de)|una idea|give me a number|just a number|a number|your best guess|best guess|a guess|adivina|o mas bajito|or lower|or less|por lo menos|at least)\b/;
/** Response times measured per channel or per message: "average response time on WhatsApp vs Instagram". */
export const RESPONSE_TIME_ASK =
  /\b((average|avg|actual|real) response times?|response times? (on|per|by|for) (whats ?app|instagram|channel|canal)|tiempos? (promedio )?de respuesta|(seconds|segundos) (per|por) (channel|canal|mensaje|message)|cuanto (se )?tarda en responder cada (uno|mensaje)|\d+ mensajes (de \w+ )?al mismo tiempo|\d+ messages at (the same time|once))\b/;
/** A custom plan's price asked: "a custom plan with 7 agents, what would that set us back?". */
export const CUSTOM_PRICE_ASK =
  /\b((custom|tailored|enterprise) plan|plan (a medida|personalizado|custom))\b.{0,50}\b(cost\w*|price|set us back|run us|cuesta|costaria|saldria|sale|precio|cuanto)\b|\b(cost\w*|price|cuanto|precio)\b.{0,40}\b((custom|tailored|enterprise) plan|plan (a medida|personalizado|custom))\b/;
