import type { DataLabels, LongFormSource } from "../long-form.ts";
import { planRowsEs } from "./plan-rows.ts";

/**
 * Labels of the tables and lists built from business.ts (plans, process steps, SLA incidents,
 * contact channels), shared by the knowledge center and the legal pages.
 */
export const dataLabelsEs: DataLabels = {
  units: {
    days: { one: "día", other: "días" },
    weeks: { one: "semana", other: "semanas" },
    hours: { one: "hora", other: "horas" },
  },
  weekdays: { "Mo-Fr": "lunes a viernes" },
  ongoing: "Continuo",
  notAvailable: "N/A",
  free: "Gratis",
  plans: {
    caption: "Comparación de planes (USD por mes)",
    names: { diamante: "Diamante", elite: "Elite", starter: "Starter", demo: "Demo" },
    head: { feature: "Característica" },
    rows: { monthly: "Precio mensual", annual: "Precio por mes con pago anual" },
    planRows: planRowsEs,
  },
  steps: {
    caption: "Etapas de la implementación y su duración habitual",
    head: { step: "Etapa", duration: "Duración", what: "Qué hacemos" },
    names: {
      evaluation: "Evaluación",
      design: "Diseño",
      implementation: "Implementación",
      training: "Capacitación",
      monitoring: "Monitoreo",
    },
    what: {
      evaluation:
        "Analizamos tus canales, tu volumen de conversaciones y tus objetivos, y definimos el alcance.",
      design:
        "Diseñamos los flujos, el tono del agente de IA, las reglas de traspaso a humanos y las integraciones.",
      implementation:
        "Configuramos canales, entrenamos al agente con tu información, conectamos integraciones y probamos todo contigo.",
      training:
        "Capacitamos a tus agentes y administradores y dejamos guías de uso para tu equipo.",
      monitoring:
        "Medimos resultados, ajustamos respuestas y flujos y proponemos mejoras de forma periódica.",
    },
  },
  incidents: {
    caption: "Tiempos de atención de incidentes (horas hábiles)",
    head: { priority: "Prioridad", example: "Ejemplos", target: "Compromiso" },
    rows: {
      high: {
        name: "Alta",
        example:
          "La plataforma o un canal dejó de funcionar y tus clientes no pueden ser atendidos.",
        target: "Resolución en {highHours} horas hábiles",
      },
      medium: {
        name: "Media",
        example:
          "Una función falla o se degrada, pero existe una alternativa para seguir operando.",
        target: "Resolución en {mediumHours} horas hábiles",
      },
      low: {
        name: "Baja",
        example: "Consultas de uso, ajustes menores, solicitudes de mejora o de información.",
        target: "Respuesta en un máximo de {lowHours} horas hábiles",
      },
    },
  },
  contacts: {
    email: "Correo electrónico",
    phone: "Teléfono y WhatsApp",
    offices: "Oficinas",
    hours: "Horario de atención",
    hoursValue: "De {contactDays}, de {contactOpens} a {contactCloses}",
    social: "Redes sociales",
  },
};

/** What a project needs from the client's team (the implementation section; the assistant says it too). */
export const teamNeedsEs = [
  "Una persona responsable del proyecto que pueda tomar decisiones.",
  "La información de tu negocio: preguntas frecuentes, catálogo, precios, políticas y horarios.",
  "Acceso a tus canales (cuenta de WhatsApp Business, páginas de Facebook e Instagram, sitio web).",
  "Tiempo de tu equipo para validar los flujos y asistir a la capacitación.",
] as const;

export const knowledgeEs: LongFormSource = {
  intro:
    "Guías claras sobre {platform}, la generación de contenido y el desarrollo con IA, nuestros planes, cómo implementamos y cómo te damos soporte.",
  toc: { label: "En esta página", toggle: "Temas de esta guía" },
  outro:
    "¿No encontraste lo que buscabas? Escríbenos a {email} o agenda una demostración gratuita de {demoMinutes} minutos y resolvemos tus dudas en vivo.",
  sections: [
    {
      id: "funciones-plataforma",
      heading: "Funciones de la plataforma {platform}",
      blocks: [
        {
          type: "p",
          text: "{platform} reúne en una sola bandeja todas las conversaciones de tus clientes y las atiende con un agente de inteligencia artificial disponible a toda hora, con el respaldo de tu equipo humano cuando hace falta. Está pensada para empresas que reciben consultas por varios canales y quieren responder rápido sin multiplicar su personal.",
        },
      ],
      subsections: [
        {
          id: "canales",
          heading: "Canales conectados",
          blocks: [
            {
              type: "p",
              text: "Conecta {channels}. Cada mensaje llega a la misma bandeja con el historial completo del cliente, sin importar por dónde escribió, y tu equipo responde desde un solo lugar.",
            },
          ],
        },
        {
          id: "agente-ia",
          heading: "Agente de IA y flujos automatizados",
          blocks: [
            {
              type: "ul",
              items: [
                "Un agente de IA entrenado con la información de tu negocio responde preguntas frecuentes, recomienda productos y resuelve consultas de día y de noche.",
                "Los flujos automatizados (bots) califican prospectos, toman datos, agendan citas y envían recordatorios sin intervención humana.",
                "Los formularios y bloques de contenido son ilimitados en todos los planes.",
                "Cuando una conversación lo requiere, el agente la transfiere a una persona de tu equipo con todo el contexto.",
              ],
            },
          ],
        },
        {
          id: "chat-en-vivo",
          heading: "Chat en vivo omnicanal y trabajo en equipo",
          blocks: [
            {
              type: "p",
              text: "El chat en vivo omnicanal está incluido en todos los planes. Tus agentes ven cada conversación con su historial, se las asignan entre sí, dejan notas internas y etiquetan a los contactos. Los usuarios administradores gestionan canales, flujos, permisos y reportes. La cantidad de agentes, administradores y días de historial depende del plan (consulta la sección de planes).",
            },
          ],
        },
        {
          id: "integraciones",
          heading: "Integraciones, webhooks y API",
          blocks: [
            {
              type: "p",
              text: "Los webhooks y la API están incluidos en todos los planes. Con ellos conectas {platform} con tu CRM, tu tienda en línea, tu sistema de reservas o tu ERP para consultar pedidos, crear prospectos o actualizar datos desde la conversación.",
            },
          ],
        },
        {
          id: "prueba-gratis",
          heading: "Prueba gratuita",
          blocks: [
            {
              type: "note",
              text: "Puedes probar {platform} gratis durante {trialDays} días. El registro se hace en la página de la plataforma y no necesitas instalar nada.",
            },
            {
              type: "routeLinks",
              items: [{ label: "Conocer {platform}", to: "novachannel" }],
            },
          ],
        },
      ],
    },
    {
      id: "generacion-contenido",
      heading: "Generación de contenido con IA",
      blocks: [
        {
          type: "p",
          text: "Producimos videos, audios y publicaciones con tu imagen y tu voz clonadas por inteligencia artificial, para que tu marca publique con constancia sin grabar cada pieza.",
        },
      ],
      subsections: [
        {
          id: "clonacion-avatar",
          heading: "Clonación de avatar",
          blocks: [
            {
              type: "p",
              text: "A partir de una grabación de video de buena calidad creamos un avatar digital que habla y gesticula como tú. Con él produces videos de presentación, tutoriales, anuncios y mensajes personalizados en varios idiomas.",
            },
            {
              type: "ul",
              items: [
                "Graba con buena luz, fondo neutro y sin ruido de fondo, mirando a la cámara.",
                "Habla con naturalidad y haz pausas breves entre frases.",
                "Evita accesorios que cubran el rostro y cambios bruscos de posición.",
              ],
            },
          ],
        },
        {
          id: "clonacion-voz",
          heading: "Clonación de voz",
          blocks: [
            {
              type: "p",
              text: "Con muestras de audio limpias creamos una voz sintética que suena como la tuya. Sirve para narrar videos, responder llamadas, producir pódcasts y dar voz a tu agente de IA.",
            },
          ],
        },
        {
          id: "automatizacion-redes",
          heading: "Automatización de redes sociales",
          blocks: [
            {
              type: "p",
              text: "Planificamos un calendario de contenido, generamos las piezas con IA, las sometemos a tu aprobación y las publicamos de forma automática en tus redes. Tú decides qué se publica; nosotros nos encargamos del resto.",
            },
          ],
        },
        {
          id: "consentimiento",
          heading: "Consentimiento y uso responsable",
          blocks: [
            {
              type: "note",
              text: "Solo clonamos la imagen o la voz de personas que dieron su consentimiento expreso y por escrito, y no producimos contenido engañoso ni suplantaciones. Las condiciones completas están en nuestros términos.",
            },
            {
              type: "routeLinks",
              items: [
                { label: "Avatares y clonación de voz", to: "terms", hash: "avatar-voz" },
                { label: "Servicio de contenido con IA", to: "content" },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "desarrollo-ia",
      heading: "Desarrollo de software con IA",
      blocks: [
        {
          type: "p",
          text: "Construimos aplicaciones web, aplicaciones móviles y agentes autónomos con herramientas de desarrollo asistido por inteligencia artificial. Así ahorras hasta un {aiDevTimeSavingPct} % de tiempo y hasta un {aiDevCostSavingPct} % de costo frente al desarrollo tradicional.",
        },
        {
          type: "ul",
          items: [
            "Aplicaciones web: portales de clientes, paneles internos, tiendas en línea y sistemas a la medida.",
            "Aplicaciones móviles para iOS y Android, con IA integrada desde el primer día.",
            "Agentes autónomos que ejecutan tareas de principio a fin: investigan, redactan, actualizan sistemas y te informan.",
          ],
        },
        {
          type: "p",
          text: "Como referencia, un proyecto que con desarrollo tradicional cuesta entre {traditionalDevRange} suele quedar entre {aiDevRange} con nuestro enfoque. Cada proyecto se cotiza según su alcance, después de una reunión de evaluación sin costo.",
        },
      ],
      subsections: [
        {
          id: "plazos-chatbots",
          heading: "Plazos de entrega de chatbots",
          blocks: [
            {
              type: "ul",
              items: [
                "Chatbot básico (preguntas frecuentes, captación de datos, un canal): {basicChatbot}.",
                "Chatbot complejo (varios canales, integraciones, lógica de negocio): {complexChatbot}.",
                "Después del lanzamiento te acompañamos con soporte durante al menos {supportAfterLaunchDays} días.",
              ],
            },
            {
              type: "routeLinks",
              items: [{ label: "Desarrollo con IA", to: "aiDevelopment" }],
            },
          ],
        },
      ],
    },
    {
      id: "planes",
      heading: "Planes de la plataforma",
      blocks: [
        {
          type: "p",
          text: "{platform} se ofrece en los planes {planNames}. El plan más económico cuesta {cheapestMonthly} {currency} al mes y el más completo atiende hasta {maxUsers} usuarios activos al mes.",
        },
        { type: "data", source: "plans" },
        {
          type: "ul",
          items: [
            "Con la facturación anual ahorras un {annualDiscountPct} % y la instalación es gratis.",
            "Sin plan anual, la instalación tiene un costo único de {installationFee} {currency}, solo si necesitas nuestra ayuda para implementar.",
            "La configuración y creación de cada flujo automatizado cuesta {perFlowFee} {currency} por flujo, y es gratis con el plan anual.",
            "Los precios están en dólares estadounidenses y no incluyen impuestos ni los costos de APIs de IA de terceros. Si necesitas facturar en moneda local, contáctanos.",
            "Puedes cambiar de plan cuando quieras: el cambio se aplica en el siguiente ciclo de facturación, con el prorrateo correspondiente.",
            "Aceptamos las principales tarjetas de crédito y transferencia bancaria; las empresas de Costa Rica tienen además opciones de pago locales.",
          ],
        },
        {
          type: "routeLinks",
          items: [{ label: "Ver precios y comparar planes", to: "pricing" }],
        },
      ],
    },
    {
      id: "implementacion",
      heading: "Proceso de implementación",
      blocks: [
        {
          type: "p",
          text: "Cada implementación sigue las mismas etapas. Los plazos son orientativos: dependen de la complejidad del proyecto y de la rapidez con la que recibamos la información y los accesos necesarios.",
        },
        { type: "data", source: "steps" },
      ],
      subsections: [
        {
          id: "que-necesitamos",
          heading: "Qué necesitamos de tu equipo",
          blocks: [
            {
              type: "ul",
              items: [...teamNeedsEs],
            },
          ],
        },
        {
          id: "despues-lanzamiento",
          heading: "Después del lanzamiento",
          blocks: [
            {
              type: "p",
              text: "Acompañamos cada lanzamiento con soporte durante al menos {supportAfterLaunchDays} días. A partir de ahí seguimos midiendo conversaciones, tiempos de respuesta y conversiones, y te proponemos mejoras para que el agente responda cada vez mejor.",
            },
          ],
        },
      ],
    },
    {
      id: "soporte-tecnico",
      heading: "Soporte técnico",
      blocks: [
        {
          type: "p",
          text: "Nuestro acuerdo de nivel de servicio (SLA) compromete una disponibilidad mensual de la plataforma del {uptimePct} %, además de tiempos de atención según la prioridad de cada incidente.",
        },
      ],
      subsections: [
        {
          id: "horario-soporte",
          heading: "Horario y canales de soporte",
          blocks: [
            {
              type: "p",
              text: "El soporte por correo electrónico atiende de {supportWeekdays}, de {supportOpens} a {supportCloses} (hora de {supportCity}). Escríbenos a {email} desde el correo registrado en tu cuenta.",
            },
            { type: "data", source: "contacts" },
          ],
        },
        {
          id: "tiempos-respuesta",
          heading: "Tiempos de atención por prioridad",
          blocks: [
            { type: "data", source: "incidents" },
            {
              type: "p",
              text: "Los plazos se cuentan en horas hábiles desde que recibimos el reporte completo. Asignamos la prioridad según el impacto en tu operación y te la confirmamos en la primera respuesta.",
            },
          ],
        },
        {
          id: "nivel-soporte",
          heading: "Nivel de soporte según el plan",
          blocks: [
            {
              type: "p",
              text: "Los planes {prioritySupportPlans} incluyen soporte prioritario: sus casos se atienden antes en la cola. Los planes {standardSupportPlans} incluyen soporte estándar, con los mismos compromisos de tiempo.",
            },
          ],
        },
        {
          id: "reportar-incidente",
          heading: "Cómo reportar un incidente",
          blocks: [
            {
              type: "ol",
              items: [
                "Escribe desde el correo registrado en tu cuenta e indica el nombre de tu empresa.",
                "Describe qué ocurre, desde cuándo y qué canal o función está afectado.",
                "Adjunta capturas de pantalla, enlaces o números de conversación de ejemplo.",
                "Indica cuántos clientes o agentes se ven afectados, para asignar la prioridad correcta.",
              ],
            },
            {
              type: "routeLinks",
              items: [
                { label: "Acuerdo de nivel de servicio completo", to: "terms", hash: "sla" },
                { label: "Política de reembolso", to: "refund" },
              ],
            },
          ],
        },
      ],
    },
  ],
  data: dataLabelsEs,
};

export type KnowledgeContent = typeof knowledgeEs;
