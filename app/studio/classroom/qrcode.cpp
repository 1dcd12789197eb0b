// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/qrcode.h"

#include <QPainter>

#include <memory>
#include <qrencode.h>

namespace nq::QrCode {

QImage image(const QString &text, int module)
{
    const QByteArray utf8 = text.toUtf8();
    // Level M: a projected code read from the back of a room survives some glare.
    const std::unique_ptr<QRcode, void (*)(QRcode *)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), QRcode_free);
    if (!code || module < 1)
        return {};
    constexpr int kQuiet = 4;
    const int width = code->width;
    const int side = (width + 2 * kQuiet) * module;
    QImage out(side, side, QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter p(&out);
    for (int y = 0; y < width; ++y) {
        for (int x = 0; x < width; ++x) {
            if (code->data[y * width + x] & 1)
                p.fillRect((x + kQuiet) * module, (y + kQuiet) * module, module, module, Qt::black);
        }
    }
    return out;
}

} // namespace nq::QrCode
