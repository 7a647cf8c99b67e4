.section .comment,"",@progbits
.value 5
.float 1.0
.text
halt
