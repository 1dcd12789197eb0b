// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagetemplate.h"

#include <QCryptographicHash>
#include <QFile>

namespace nq::PageTemplate {

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/nqueens/web/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray hashOf(const QByteArray &text)
{
    return "sha256-" + QCryptographicHash::hash(text, QCryptographicHash::Sha256).toBase64();
}

QByteArray fill(const QString &skeleton, const QStringList &scripts, const QString &style,
                std::map<QByteArray, QByteArray> fields)
{
    const QByteArray html = resource(skeleton);
    const QByteArray css = resource(style);
    QByteArray script;
    for (const QString &name : scripts) {
        const QByteArray one = resource(name);
        if (one.isEmpty())
            return {};
        script += one;
    }
    if (html.isEmpty() || css.isEmpty() || script.isEmpty())
        return {};
    fields["STYLE_HASH"] = hashOf(css);
    fields["SCRIPT_HASH"] = hashOf(script);
    fields["STYLE"] = css;
    fields["SCRIPT"] = script;
    QByteArray out;
    qsizetype at = 0;
    while (at < html.size()) {
        const qsizetype open = html.indexOf("{{", at);
        const qsizetype close = open < 0 ? -1 : html.indexOf("}}", open + 2);
        const auto field
            = close < 0 ? fields.end() : fields.find(html.mid(open + 2, close - open - 2));
        if (field == fields.end()) {
            const qsizetype end = open < 0 ? html.size() : open + 2;
            out += html.mid(at, end - at);
            at = end;
            continue;
        }
        out += html.mid(at, open - at);
        out += field->second;
        at = close + 2;
    }
    return out;
}

} // namespace nq::PageTemplate
