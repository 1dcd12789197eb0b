// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QString>

namespace nq {

/// A QR code of a text (libqrencode), as phones' cameras read it off a projector.
namespace QrCode {

/// The code of `text` in black on white, `module` pixels a module, with the four modules of
/// white around it that readers need; a null image when the text does not fit a QR code.
QImage image(const QString &text, int module = 8);

} // namespace QrCode

} // namespace nq
