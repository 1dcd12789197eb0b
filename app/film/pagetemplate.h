// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>

namespace nq {

/**
 * The program's web pages put together from the plain files of web/ (read into the resources
 * at /nqueens/web): a skeleton whose {{FIELDS}} are filled in one pass (a lesson's words that
 * happen to read "{{SCRIPT}}" stay words), its scripts joined into one inline script and its
 * style inline, each named in the page's Content-Security-Policy by its SHA-256.
 */
namespace PageTemplate {

/// A file of web/, empty when missing.
QByteArray resource(const QString &name);
/// The policy's source for an inline element: its SHA-256, as a CSP names it.
QByteArray hashOf(const QByteArray &text);
/// `skeleton` filled: every "{{NAME}}" of `fields` replaced by its value; SCRIPT, STYLE,
/// SCRIPT_HASH and STYLE_HASH from `scripts` (joined in order) and `style`. Empty when a file
/// is missing.
QByteArray fill(const QString &skeleton, const QStringList &scripts, const QString &style,
                std::map<QByteArray, QByteArray> fields);

} // namespace PageTemplate

} // namespace nq
